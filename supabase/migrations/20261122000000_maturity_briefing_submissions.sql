-- The one stored submission, the maturity briefing request: the /maturity-briefing
-- form inserts one row through the data API with the public anon key. Visitors may insert and
-- nothing else: no reading, changing or deleting rows, and no choosing id or created_at.
-- The CHECK constraints are the validation; the RLS policy only lets anon insert.
-- The roles anon, authenticated and service_role are Supabase's own; this file never creates them.

create table public.maturity_briefing_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  work_email text not null,
  challenge text,
  for_team boolean not null default false,
  team_member_name text,
  team_member_email text,
  return_url text not null,

  -- first name: something other than white space, at most 100 characters
  constraint first_name_not_blank check (first_name ~ '[^[:space:]]'),
  constraint first_name_max_length check (char_length(first_name) <= 100),

  -- work e-mail: a simple local@domain.tld shape, at most 254 characters (RFC 5321 path limit)
  constraint work_email_shape check (work_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint work_email_max_length check (char_length(work_email) <= 254),

  -- challenge: optional free text
  constraint challenge_max_length check (char_length(challenge) <= 5000),

  -- team member: both filled when for_team, both null otherwise ("is not null" keeps a null
  -- from making the whole check unknown, which CHECK would accept)
  constraint team_member_matches_for_team check (
    (for_team
      and team_member_name is not null and team_member_name ~ '[^[:space:]]'
      and team_member_email is not null and team_member_email ~ '[^[:space:]]')
    or (not for_team and team_member_name is null and team_member_email is null)
  ),
  constraint team_member_name_max_length check (char_length(team_member_name) <= 100),
  constraint team_member_email_shape check (team_member_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint team_member_email_max_length check (char_length(team_member_email) <= 254),

  -- return URL: the site's own origin, http(s) only
  constraint return_url_http check (return_url ~* '^https?://'),
  constraint return_url_max_length check (char_length(return_url) <= 2048)
);

comment on table public.maturity_briefing_submissions is
  'Executive-brief requests from /maturity-briefing. Anon may insert (the seven form columns) and nothing else.';

-- Row level security, also for the table owner.
alter table public.maturity_briefing_submissions enable row level security;
alter table public.maturity_briefing_submissions force row level security;

-- Supabase's default privileges grant everything on new public tables to anon and authenticated:
-- take it all back, then grant anon INSERT on exactly the seven form columns.
revoke all on table public.maturity_briefing_submissions from public, anon, authenticated;
grant insert (first_name, work_email, challenge, for_team, team_member_name, team_member_email, return_url)
  on table public.maturity_briefing_submissions to anon;

-- Anon may insert any row; the CHECK constraints above decide whether it is valid.
create policy anon_insert_briefing_submissions
  on public.maturity_briefing_submissions
  for insert
  to anon
  with check (true);
