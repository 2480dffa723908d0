/**
 * Every zod schema of the content model, in one file: site.yaml, page front matter,
 * the records pages carry, and the shared data files under data/.
 * Objects are strict: an unknown (mistyped) key is an error, not silently ignored.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const optionalText = z.string().trim().min(1).optional();
const url = z
  .string()
  .trim()
  .min(1)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$|^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/\S*)?$/, 'must be an https:// URL');
const routePath = z.string().regex(/^\/[^\s]*$/, 'must start with "/"');
/** A calendar day written YYYY-MM-DD (a day that exists: no 2025-02-30). */
const isoDay = z.iso.date();
const email = z
  .string()
  .trim()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');

/** A link target in content: an internal route (/path or /path#anchor), #anchor, links.<name>, or an https URL. */
export const href = z
  .string()
  .trim()
  .regex(/^(\/[^\s]*|#[\w-]+|links\.[A-Za-z]\w*|https:\/\/\S+|mailto:\S+)$/, 'must be /route, #anchor, links.<name> or an https:// URL');

/** Icon names templates can draw (templates/icons.tsx). */
export const iconNames = [
  'chart',
  'target',
  'refresh',
  'handshake',
  'tag',
  'users',
  'book',
  'video',
  'template',
  'calculator',
  'shield',
  'compass',
  'map',
  'spark',
  'database',
  'funnel',
  'clock',
  'check',
  'layers',
  'megaphone',
] as const;
const icon = z.enum(iconNames);

// ---------------------------------------------------------------- site.yaml

/** Page-weight budgets the build enforces (kB; gzip for text, images as sent). */
export const budgetsSchema = z.strictObject({
  initialJsKb: z.number().positive().default(10),
  totalJsKb: z.number().positive().default(90),
  cssKb: z.number().positive().default(20),
  htmlKb: z.number().positive().default(60),
  /** Image bytes a phone loads with the page (check/image-weight.ts). */
  imageKb: z.number().positive().default(200),
});

/** content/site.yaml: identity and every outbound URL, endpoint and key. */
export const siteConfigSchema = z.strictObject({
  origin: url,
  name: text,
  providerUrl: url,
  tagline: text,
  logo: z.strictObject({
    src: routePath,
    srcOnDark: routePath,
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  contact: z.strictObject({ city: text, phone: text, email }),
  links: z.strictObject({
    demo: url,
    scorecard: url,
    briefing: url,
    webinar: url,
    privacy: url,
    handoffGuidePdf: url,
  }),
  endpoints: z.strictObject({
    scorecardForm: url,
    leadCaptureForm: url,
    demoForm: url,
    briefingForm: url,
    trackingPixel: url,
  }),
  supabase: z.strictObject({ url, anonKey: text }),
  videos: z.record(z.string(), url).default({}),
  knowledgeHub: z.strictObject({
    categories: z.array(text).min(1),
  }),
  redirects: z.array(z.strictObject({ from: routePath, to: routePath })).default([]),
  budgets: budgetsSchema.default({ initialJsKb: 10, totalJsKb: 90, cssKb: 20, htmlKb: 60, imageKb: 200 }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type LinkKey = keyof SiteConfig['links'];

// ---------------------------------------------------------------- records pages carry

const stat = z.strictObject({ value: text, label: text });
const linkButton = z.strictObject({ label: text, href });
const titled = z.strictObject({ title: text, description: text });

/** Structured records a page may carry in its front matter; directives place them in the prose. */
export const recordsShape = {
  stats: z.array(stat).min(1).optional(),
  jumpMenu: z
    .array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/, 'must be a lowercase id'), label: text }))
    .min(1)
    .optional(),
  plays: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        title: text,
        scenario: text,
        strategy: text,
        execution: z.array(text).min(1),
        why: text,
        outcome: text,
      }),
    )
    .min(1)
    .optional(),
  patterns: z
    .array(z.strictObject({ title: text, description: text, detail: text }))
    .min(1)
    .optional(),
  moves: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        icon,
        title: text,
        description: text,
        impact: text,
        implementation: text,
        details: z.array(text).min(1),
      }),
    )
    .min(1)
    .optional(),
  strategies: z
    .array(z.strictObject({ number: z.number().int().positive(), title: text, summary: text }))
    .min(1)
    .optional(),
  stages: z
    .array(z.strictObject({ number: z.number().int().min(1).max(5), name: text, share: z.number().min(0).max(100), description: text }))
    .min(1)
    .optional(),
  dimensions: z
    .array(z.strictObject({ name: text, stages: z.array(text).length(5) }))
    .min(1)
    .optional(),
  plans: z
    .array(
      z.strictObject({
        stage: z.number().int().min(1).max(5),
        title: text,
        weeks: z.array(z.strictObject({ range: text, focus: text })).min(1),
        metrics: z.array(text).min(1),
      }),
    )
    .min(1)
    .optional(),
  industries: z
    .array(
      z.strictObject({
        id: z.enum(['b2b', 'higher-ed', 'nonprofit']),
        label: text,
        audience: text,
        platform: text,
        outcome: text,
        example: text,
        cta: text,
        issue: text,
        solution: text,
      }),
    )
    .min(1)
    .optional(),
  framework: z
    .array(z.strictObject({ stage: text, focus: text, outcome: text }))
    .min(1)
    .optional(),
  guide: z
    .strictObject({
      contents: z.array(titled).min(1),
      shown: z.number().int().positive(),
      moreLabel: text,
      cardTitle: text,
      cardDescription: text,
      button: text,
    })
    .optional(),
  profile: z
    .array(z.strictObject({ label: text, value: text }))
    .min(1)
    .optional(),
  challenges: z
    .array(z.strictObject({ title: text, items: z.array(text).min(1) }))
    .min(1)
    .optional(),
  solution: z.strictObject({ growthPlan: text, benefits: z.array(text).min(1) }).optional(),
  phases: z
    .array(z.strictObject({ number: z.number().int().positive(), title: text, description: text }))
    .min(1)
    .optional(),
  results: z
    .array(z.strictObject({ category: text, metrics: z.array(text).min(1) }))
    .min(1)
    .optional(),
  successFactors: z.array(titled).min(1).optional(),
  /** `name` is left out when the client is anonymous: the quote is then attributed to the role. */
  testimonial: z.strictObject({ quote: text, name: optionalText, role: text, company: text }).optional(),
  related: z
    .array(z.strictObject({ href, title: text, description: text }))
    .min(1)
    .optional(),
  faq: z
    .array(z.strictObject({ question: text, answer: text }))
    .min(1)
    .optional(),
  benefits: z
    .array(z.strictObject({ icon, title: text, description: text }))
    .min(1)
    .optional(),
  resources: z
    .array(z.strictObject({ category: text, items: z.array(z.strictObject({ icon, title: text, description: text, href })).min(1) }))
    .min(1)
    .optional(),
};

export type PageRecords = { [K in keyof typeof recordsShape]?: z.infer<(typeof recordsShape)[K]> };

// ---------------------------------------------------------------- page front matter

/** Layouts a page can use: the registry's (templates/registry.ts). */
import { layoutNames } from '../../templates/registry.ts';
export { layoutNames };
export type { LayoutName } from '../../templates/registry.ts';

const hero = z.strictObject({
  eyebrow: optionalText,
  headline: text,
  lead: text,
  primary: linkButton.optional(),
  secondary: linkButton.optional(),
});

/** Fields every page may carry, articles included. */
const commonFields = {
  title: text,
  description: text.refine((s) => s.length <= 200, 'must be at most 200 characters (search engines cut longer descriptions)'),
  layout: z.enum(layoutNames).optional(),
  hero: hero.optional(),
  heroTheme: z.enum(['light', 'dark']).optional(),
  closing: z.strictObject({ headline: text, description: text, button: text, href, context: optionalText }).optional(),
  /** Pages that should stay out of search results and the sitemap (e.g. the demo thank-you page). */
  noindex: z.boolean().optional(),
  /** The day the page first went out (required on articles), and the day of its last real change (sitemap lastmod; shown on article layouts). */
  published: isoDay.optional(),
  updated: isoDay.optional(),
  /** An unfinished page: shown by site dev and site build --drafts with a Draft banner, left out of site build (content/drafts.ts). */
  draft: z.boolean().optional(),
};

/** Fields of the site's own pages (the hub, the lead pages, the demo, the resources page); an article has none of them. */
const pageOnlyFields = {
  hub: z
    .strictObject({ allLabel: text, featuredHeading: text, allHeading: text, filterLabel: text, filteredHeading: text, countLabel: text })
    .optional(),
  featuredGuides: z.strictObject({ heading: text, lead: text, linkLabel: text, href, count: z.number().int().positive() }).optional(),
  /** Lead-capture pages: the card holding the form, the benefits column, the closing figures. */
  formCard: z.strictObject({ title: text, description: optionalText }).optional(),
  benefitsTitle: optionalText,
  closingStats: z.strictObject({ headline: optionalText, stats: z.array(stat).min(1) }).optional(),
  /** Demo page: value statements, trust line, What You Get list, the FAQ heading. */
  highlights: z.array(text).min(1).optional(),
  trustLine: optionalText,
  whatYouGet: z.strictObject({ title: text, items: z.array(text).min(1) }).optional(),
  faqTitle: optionalText,
  /** Resources page: the label of each item's outbound link. */
  resourceLinkLabel: optionalText,
};

/** Front matter of a page under pages/. */
export const pageSchema = z.strictObject({ ...commonFields, ...pageOnlyFields, ...recordsShape });

/** Front matter of a Knowledge Hub article under articles/ (the hub card's fields plus the page's own; link = the file's route). */
export function articleSchema(categories: readonly string[]) {
  return z.strictObject({
    ...commonFields,
    ...recordsShape,
    id: z.number().int().positive(),
    subtitle: text,
    category: z.enum(categories as [string, ...string[]]),
    readTime: text,
    author: text,
    image: routePath,
    imageAlt: text,
    featured: z.boolean(),
    tags: z.array(text).min(1),
    /** Required on articles: the feed, the sitemap and the article page show it. */
    published: isoDay,
  });
}

export type PageFrontMatter = z.infer<typeof pageSchema>;
/** An article's front matter; the page-only fields are never set on one (templates read them from either kind). */
export type ArticleFrontMatter = z.infer<ReturnType<typeof articleSchema>> & { [K in keyof typeof pageOnlyFields]?: undefined };

// ---------------------------------------------------------------- shared data files (data/*.yaml)

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
});

const field = z.strictObject({ label: text, placeholder: optionalText, help: optionalText });

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
    firstName: field,
    workEmail: field,
    platform: field,
    platforms: z.array(text).min(1),
    challenge: field,
    submit: text,
    submitting: text,
    note: text,
  }),
  leadCapture: z.strictObject({
    headline: text,
    description: text,
    firstName: field,
    workEmail: field,
    platform: field,
    platforms: z.array(text).min(1),
    challenge: field,
    submit: text,
    submitting: text,
    missing: text,
  }),
});

/** Shared data files by name: data/<name>.yaml must match its schema. Missing optional files are allowed. */
export const dataFileSchemas = {
  promo: promoSchema,
  logos: logosSchema,
  navigation: navigationSchema,
  labels: labelsSchema,
  forms: formsSchema,
} as const;

export type DataFiles = { [K in keyof typeof dataFileSchemas]?: z.infer<(typeof dataFileSchemas)[K]> };
