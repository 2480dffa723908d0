-- The briefing table holds only what the /maturity-briefing form can send (issue 15).
--
-- A new migration rather than an edit of 20261122000000: a migration that may already have run
-- on a Supabase project is never changed (`supabase db push` applies each file once, by name).
-- Every rule here is additive; the new CHECKs are NOT VALID, so rows stored before this
-- migration do not stop it from deploying (new rows are always checked). Once old rows are
-- cleaned up, `alter table public.maturity_briefing_submissions validate constraint <name>`.
--
-- What this adds:
--   1. return_url must be exactly one of the site's origins, listed in the table
--      private.briefing_return_origins (the form sends window.location.origin).
--   2. first_name and team_member_name need a visible character: white space, zero-width and
--      other invisible characters (U+200B, U+2060, U+FEFF, U+3164, tags, ...) alone are refused.
--   3. work_email and team_member_email refuse control, zero-width and bidi characters
--      (an address with U+202E would display as a different one).
--   4. One row per statement for the API roles anon and authenticated: a PostgREST POST with an
--      array body is one INSERT, so a bulk request is refused as a whole.
-- Every text column was already bounded by 20261122000000 (first_name and team_member_name
-- 100, e-mails 254, challenge 5000, return_url 2048 characters).
--
-- Abuse protection, and what it does not cover: these rules keep junk out of the table, but
-- nothing here limits how MANY single-row requests a client sends; the SPEC shows no captcha
-- and no rate limit. A deployment should add (a) rate limits on the Supabase API gateway
-- (per-IP limits in front of /rest/v1, e.g. a reverse proxy, Cloudflare rules, or moving the
-- insert behind an Edge Function that limits by IP), and (b) a captcha such as Cloudflare
-- Turnstile or hCaptcha, verified server side before the row is inserted (an Edge Function
-- taking the token; the anon INSERT grant would then move to that function's role).
--
-- Setting the site's origin: this migration allows the default origin of content/site.yaml
-- (https://learn.example.com). A deployment with another origin adds its own migration, e.g.
--   insert into private.briefing_return_origins (origin) values ('https://www.your-site.com')
--     on conflict do nothing;
-- (and may delete the default row). Local tooling (site dev, tests) adds its own
-- http://127.0.0.1:<port> origin the same way. Origins are exactly what a browser's
-- location.origin gives: lower-case scheme and host, an optional port, no path, no trailing slash.

-- A schema the data API does not expose (Supabase exposes public and graphql_public only).
create schema if not exists private;

-- 1. The site's origins -------------------------------------------------------------------------

create table private.briefing_return_origins (
  origin text primary key,
  constraint origin_shape check (origin ~ '^https?://([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$')
);

comment on table private.briefing_return_origins is
  'Origins a briefing submission''s return_url may name (this site''s own, as location.origin gives them).';

alter table private.briefing_return_origins enable row level security;
revoke all on table private.briefing_return_origins from public, anon, authenticated;

insert into private.briefing_return_origins (origin) values ('https://learn.example.com');

-- Runs as its owner (the migration's role) so anon needs no access to the origins table; a
-- trigger function cannot be called directly. AFTER, so the CHECK constraints report first.
create function private.check_briefing_return_url() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select from private.briefing_return_origins where origin = new.return_url) then
    raise exception using
      errcode = 'check_violation',
      constraint = 'return_url_site_origin',
      table = 'maturity_briefing_submissions',
      schema = 'public',
      message = 'new row for relation "maturity_briefing_submissions" violates check "return_url_site_origin": return_url must be one of the site''s origins',
      hint = 'The form sends this site''s origin; a deployment lists its origins in private.briefing_return_origins.';
  end if;
  return null;
end $$;

revoke all on function private.check_briefing_return_url() from public;

create trigger return_url_site_origin
  after insert or update of return_url on public.maturity_briefing_submissions
  for each row execute function private.check_briefing_return_url();

-- 2. and 3. Visible names, plain e-mails ---------------------------------------------------------

-- True when the text has a character that shows: anything but C0/C1 controls, Unicode white
-- space, and the characters that render as nothing (soft hyphen, combining grapheme joiner,
-- Hangul fillers, Mongolian and variation selectors, zero-width and bidi formatting characters,
-- word joiner and invisible operators, braille blank, BOM, interlinear annotation, musical
-- formatting, tags). Written out because [:space:] depends on the database's locale.
create function private.has_visible_character(value text) returns boolean
  language sql immutable strict parallel safe set search_path = '' as $$
  select value operator(pg_catalog.~) '[^\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]'
$$;

-- True when the text holds a control, zero-width or bidi formatting character: never part of
-- a real e-mail address, and able to make one display as another.
create function private.has_hidden_character(value text) returns boolean
  language sql immutable strict parallel safe set search_path = '' as $$
  select value operator(pg_catalog.~) '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E0FFF]'
$$;

-- A CHECK calls its functions with the inserting role's rights.
revoke all on function private.has_visible_character(text), private.has_hidden_character(text) from public;
grant execute on function private.has_visible_character(text), private.has_hidden_character(text)
  to anon, authenticated, service_role;

alter table public.maturity_briefing_submissions
  add constraint first_name_visible check (private.has_visible_character(first_name)) not valid,
  add constraint team_member_name_visible check (private.has_visible_character(team_member_name)) not valid,
  add constraint work_email_no_hidden_characters check (not private.has_hidden_character(work_email)) not valid,
  add constraint team_member_email_no_hidden_characters check (not private.has_hidden_character(team_member_email)) not valid;

-- 4. One row per request ------------------------------------------------------------------------

-- The API roles may insert one row per statement (= one row per data-API request). The table
-- owner and service_role may still load many rows at once (restores, imports).
create function private.refuse_bulk_briefing_insert() returns trigger
  language plpgsql set search_path = '' as $$
declare
  inserted_rows bigint;
begin
  if current_user::text not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*) into inserted_rows from inserted;
  if inserted_rows > 1 then
    raise exception using
      message = format('maturity_briefing_submissions takes one row per request; this one held %s', inserted_rows),
      hint = 'Send one submission per request.';
  end if;
  return null;
end $$;

revoke all on function private.refuse_bulk_briefing_insert() from public;

create trigger one_row_per_request
  after insert on public.maturity_briefing_submissions
  referencing new table as inserted
  for each statement execute function private.refuse_bulk_briefing_insert();
