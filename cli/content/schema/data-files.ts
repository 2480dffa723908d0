/** The shared data files under data/: promo card, logos, navigation, labels, forms. */
import * as z from 'zod';
import { href, optionalText, routePath, text } from './fields.ts';
import { linkButton } from './records.ts';

/** data/promo.yaml: the shared 'Marketing Health Scorecard' promo card. */
export const promoSchema = z.strictObject({
  title: text,
  description: text,
  points: z.array(text).min(1),
  button: text,
  href,
});

/** data/logos.yaml: fictional customer wordmarks for the trust strips. */
export const logosSchema = z.strictObject({
  heading: text,
  logos: z
    .array(z.strictObject({ name: text, src: routePath, width: z.number().int().positive(), height: z.number().int().positive() }))
    .min(1),
});

/** data/navigation.yaml: header and footer links and labels. */
export const navigationSchema = z.strictObject({
  header: z.strictObject({ links: z.array(linkButton).min(1), demo: linkButton, menuLabel: text, navLabel: text }),
  footer: z.strictObject({
    columns: z.array(z.strictObject({ title: text, links: z.array(linkButton).min(1) })),
    contactTitle: text,
    privacyLabel: text,
    termsLabel: text,
    rights: text,
  }),
  skipLink: text,
});

/** data/labels.yaml: interface text templates use (headings and labels of records and widgets). */
export const labelsSchema = z.strictObject({
  play: z.strictObject({ number: text, scenario: text, strategy: text, execution: text, why: text, outcome: text }),
  move: z.strictObject({ whatItIs: text, whyItMatters: text, details: text, show: text, hide: text, link: text }),
  framework: z.strictObject({ step: text, outcome: text }),
  maturity: z.strictObject({ stage: text, share: text, dimension: text, weeks: text, metrics: text, matrixCaption: text }),
  phase: text,
  industry: z.strictObject({ groupLabel: text, issue: text, solution: text }),
  guide: z.strictObject({ contents: text }),
  promo: z.strictObject({ label: text }),
  asideLabel: text,
  dates: z.strictObject({ published: text, updated: text }),
  draft: z.strictObject({ label: text, note: text }),
  video: z.strictObject({ play: text, loading: text, unavailable: text, open: text }),
  /** The end of an article: the author block's and the related reading's headings; a case study's results bar. */
  articleEnd: z.strictObject({ author: text, related: text }).optional(),
  results: z.strictObject({ label: text }).optional(),
  /** The mobile menu's button while the menu is open. */
  menuClose: optionalText,
});

const field = z.strictObject({ label: text, placeholder: optionalText, help: optionalText });

/** The fields the demo form and the article lead-capture form share, with their submit texts. */
const leadFormFields = {
  firstName: field,
  workEmail: field,
  platform: field,
  platforms: z.array(text).min(1),
  challenge: field,
  submit: text,
  submitting: text,
};

/** data/forms.yaml: every label, placeholder, button text and message of the lead forms: the scorecard modal and page, the briefing, the demo and the article lead-capture form. */
export const formsSchema = z.strictObject({
  requiredAlert: text,
  scorecardModal: z.strictObject({
    title: text,
    description: text,
    firstName: field,
    workEmail: field,
    challenge: field,
    submit: text,
    submitting: text,
    close: text,
    confirmation: text,
    edit: text,
  }),
  scorecardPage: z.strictObject({ firstName: field, workEmail: field, challenge: field, submit: text, submitting: text }),
  briefing: z.strictObject({
    firstName: field,
    workEmail: field,
    forTeam: text,
    teamMemberName: field,
    teamMemberEmail: field,
    challenge: field,
    submit: text,
    submitting: text,
    confirmation: text,
    edit: text,
  }),
  demo: z.strictObject({
    ...leadFormFields,
    note: text,
  }),
  leadCapture: z.strictObject({
    headline: text,
    description: text,
    ...leadFormFields,
    missing: text,
  }),
});

/** data/authors.yaml: who writes the articles (an article's `author: "Name, Role"` finds its entry by name), for the author block. */
export const authorsSchema = z.strictObject({
  authors: z.array(z.strictObject({ name: text, role: text, bio: text })).min(1),
});

/** data/api-names.yaml: standard Salesforce API names set as code wherever they appear (custom names ending __c, __r… always are). */
export const apiNamesSchema = z.strictObject({
  names: z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'must be one API name: letters, digits, _ and .')).min(1),
});

/** Shared data files by name: data/<name>.yaml must match its schema. Missing optional files are allowed. */
export const dataFileSchemas = {
  promo: promoSchema,
  logos: logosSchema,
  navigation: navigationSchema,
  labels: labelsSchema,
  forms: formsSchema,
  authors: authorsSchema,
  'api-names': apiNamesSchema,
} as const;

export type DataFiles = { [K in keyof typeof dataFileSchemas]?: z.infer<(typeof dataFileSchemas)[K]> };
