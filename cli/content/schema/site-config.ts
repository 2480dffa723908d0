/** site.yaml: the provider, links, forms endpoints, budgets, the hub. */
import * as z from 'zod';
import { email, routePath, text, url } from './fields.ts';

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

/** Keys site.yaml once had, with why they went: the build says so instead of calling them unknown. */
export const retiredFields: Readonly<Record<string, string>> = {
  'knowledgeHub.articleCount': 'the Knowledge Hub counts its articles itself (one per file under articles/)',
};

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type LinkKey = keyof SiteConfig['links'];
