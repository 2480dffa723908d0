/** The structured records a page may carry in its front matter; directives place them in the prose. */
import * as z from 'zod';
import { href, icon, optionalText, routePath, text } from './fields.ts';

export const stat = z.strictObject({ value: text, label: text });
export const linkButton = z.strictObject({ label: text, href });
export const titled = z.strictObject({ title: text, description: text });

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
      /** A picture of the guide (its cover as a mock-up), shown beside the landing page's headline. */
      cover: routePath.optional(),
      coverAlt: optionalText,
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
    .array(
      z.strictObject({
        category: text,
        items: z
          .array(z.strictObject({ icon, title: text, description: text, href, image: routePath.optional(), imageAlt: optionalText }))
          .min(1),
      }),
    )
    .min(1)
    .optional(),
};

export type PageRecords = { [K in keyof typeof recordsShape]?: z.infer<(typeof recordsShape)[K]> };
