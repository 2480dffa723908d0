/** Front matter: the fields every page kind shares, the site's own pages' fields, and an article's. */
import * as z from 'zod';
import { layoutNames } from '../../../templates/registry.ts';
import { href, isoDay, optionalText, routePath, text } from './fields.ts';
import { homeSections, quotedFigure } from './home.ts';
import { linkButton, recordsShape, stat } from './records.ts';

/** Layouts a page can use: the registry's (templates/registry.ts). */

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
  formCard: z
    .strictObject({
      title: text,
      description: optionalText,
      /** A line under the form with a link to the privacy policy (links.privacy). */
      privacy: z.strictObject({ text, label: text, href }).optional(),
    })
    .optional(),
  benefitsTitle: optionalText,
  closingStats: z.strictObject({ headline: optionalText, stats: z.array(stat).min(1) }).optional(),
  /** Demo page: value statements, trust line, What You Get list, the FAQ heading. */
  highlights: z.array(text).min(1).optional(),
  trustLine: optionalText,
  whatYouGet: z.strictObject({ title: text, items: z.array(text).min(1) }).optional(),
  faqTitle: optionalText,
  /** Resources page: the label of each item's outbound link. */
  resourceLinkLabel: optionalText,
  /** Home page: its illustration, case-study proof, the three kinds of help, the subscription, the scorecard offer. */
  home: homeSections.optional(),
  /** Demo page: figures quoted from the case studies beside the form. */
  caseFigures: z.array(quotedFigure).min(1).max(3).optional(),
};

/** A page with the article layout that is not in the hub (pages/stop-buying-tools.md): its header's category, author, date and illustration, and the tags related reading is chosen by. */
const pageArticleFields = {
  byline: z
    .strictObject({ category: text, author: text, readTime: optionalText, image: routePath, imageAlt: text, tags: z.array(text).min(1) })
    .optional(),
};

/** Front matter of a page under pages/. */
export const pageSchema = z.strictObject({ ...commonFields, ...pageOnlyFields, ...pageArticleFields, ...recordsShape });

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
