/** Word lists the synthetic articles are composed from (RevOps-flavoured, plain ASCII, no Markdown syntax). */

/** Who does something (lower case; capitalised at a sentence start). */
export const subjects = [
  'marketing operations',
  'the sales team',
  'a RevOps lead',
  'your campaign team',
  'the data steward',
  'every regional manager',
  'the demand generation group',
  'a lean operations team',
  'the CRM administrator',
  'the analytics team',
  'sales development',
  'the lifecycle owner',
  'an enablement manager',
  'the marketing director',
  'finance',
  'the leadership team',
] as const;

/** What they do: [third person, base form]. */
export const verbs = [
  ['reviews', 'review'],
  ['cleans up', 'clean up'],
  ['documents', 'document'],
  ['measures', 'measure'],
  ['automates', 'automate'],
  ['prioritizes', 'prioritize'],
  ['simplifies', 'simplify'],
  ['audits', 'audit'],
  ['rebuilds', 'rebuild'],
  ['standardizes', 'standardize'],
  ['monitors', 'monitor'],
  ['owns', 'own'],
  ['retires', 'retire'],
  ['tests', 'test'],
  ['maps', 'map'],
  ['shares', 'share'],
] as const;

/** What they act on. */
export const objects = [
  'lead routing rules',
  'campaign influence reports',
  'duplicate contact records',
  'lifecycle stage definitions',
  'scoring thresholds',
  'the handoff SLA',
  'pipeline dashboards',
  'field history tracking',
  'engagement programs',
  'opportunity contact roles',
  'the lead status picklist',
  'attribution models',
  'form handlers',
  'territory assignments',
  'nurture journeys',
  'data quality rules',
  'the weekly forecast',
  'consent records',
  'account hierarchies',
  'velocity fields',
] as const;

/** How, when or why. */
export const qualifiers = [
  'every Monday morning',
  'before the quarter closes',
  'without waiting for a new tool',
  'with one shared definition',
  'so that sales trusts the numbers',
  'in under two weeks',
  'as part of the monthly review',
  'before anyone builds a new report',
  'with a named owner for each step',
  'using the fields Salesforce already has',
  'one segment at a time',
  'with a clear exit condition',
] as const;

/** What comes of it. */
export const outcomes = [
  'a shorter sales cycle',
  'fewer stalled leads',
  'a forecast leadership believes',
  'cleaner handoffs',
  'less rework every quarter',
  'faster campaign launches',
  'reports that agree with each other',
  'higher conversion from MQL to SQL',
  'a smaller backlog',
  'budget decisions backed by evidence',
] as const;

/** What goes wrong when it is skipped. */
export const consequences = [
  'quietly doubles the reporting work',
  'leaves reps chasing the wrong leads',
  'hides the real bottleneck',
  'erodes trust in the dashboard',
  'turns every launch into a fire drill',
  'pushes the problem into next quarter',
  'buries good leads in a queue nobody works',
] as const;

/** Metrics for tables and claims. */
export const metrics = [
  'Lead response time',
  'MQL to SQL conversion',
  'Duplicate rate',
  'Campaign launch time',
  'Forecast accuracy',
  'Pipeline coverage',
  'Stalled leads',
  'Data completeness',
  'Win rate',
  'Sales cycle length',
  'Attributed revenue',
  'Email engagement',
] as const;

/** Time frames. */
export const periods = ['one quarter', 'six weeks', 'the first month', 'two sprints', 'ninety days', 'half a year'] as const;

/** Article tags. */
export const tags = [
  'Lead Nurturing',
  'Salesforce Reports',
  'Data Quality',
  'Attribution',
  'Account Engagement',
  'Marketing Cloud',
  'Lead Scoring',
  'Pipeline',
  'Forecasting',
  'Automation',
  'Governance',
  'Enablement',
  'Analytics',
  'Campaigns',
] as const;

/** Fictional authors. */
export const authors = [
  'Priya Natarajan, RevOps Strategy Lead',
  'Marcus Webb, Salesforce Architect',
  'Elena Ruiz, Marketing Automation Consultant',
  'Daniel Okafor, Data Quality Lead',
  'Hannah Lindqvist, Campaign Operations Manager',
  'Tomasz Nowak, Analytics Consultant',
] as const;
