/** What the briefing form saves: the row the island posts and the database keeps. */

/** A briefing submission's form columns (the columns of table maturity_briefing_submissions, supabase/migrations/). */
export interface BriefingSubmission {
  first_name: string;
  work_email: string;
  challenge: string | null;
  for_team: boolean;
  team_member_name: string | null;
  team_member_email: string | null;
  return_url: string;
}
