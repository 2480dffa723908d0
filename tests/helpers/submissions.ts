/** A valid briefing submission row (the columns of maturity_briefing_submissions), shared by the database and data-API tests. */
export const formColumns = [
  'first_name',
  'work_email',
  'challenge',
  'for_team',
  'team_member_name',
  'team_member_email',
  'return_url',
] as const;

/** One row of the form columns. */
export type Submission = Record<(typeof formColumns)[number], string | boolean | null>;

/** A valid submission without a team member. */
export const validSubmission: Submission = {
  first_name: 'Ada',
  work_email: 'ada@example.com',
  challenge: null,
  for_team: false,
  team_member_name: null,
  team_member_email: null,
  return_url: 'https://example.com',
};
