/** The home page's sections (pages/index.md `home:`): its illustration, proof, help, subscription and scorecard offer. */
import * as z from 'zod';
import { icon, optionalText, routePath, text } from './fields.ts';
import { linkButton } from './records.ts';

const sectionHead = { eyebrow: optionalText, heading: text, lead: optionalText };

/** A figure quoted from a case study: the study's route and the figure its results metric starts with ("37%"). */
export const quotedFigure = z.strictObject({ study: routePath, figure: text });

/** The home page's own sections; the case-study figures and quote are read from the studies themselves. */
export const homeSections = z.strictObject({
  illustration: z.strictObject({ src: routePath, alt: text, width: z.number().int().positive(), height: z.number().int().positive() }),
  proof: z.strictObject({
    ...sectionHead,
    figures: z.array(quotedFigure).min(2).max(3),
    storyLink: text,
    /** The case study whose testimonial the page quotes, attributed as that study attributes it. */
    testimonial: routePath,
  }),
  services: z.strictObject({
    ...sectionHead,
    items: z.array(z.strictObject({ icon, title: text, description: text, points: z.array(text).min(1) })).length(3),
  }),
  subscription: z.strictObject({
    ...sectionHead,
    steps: z
      .array(z.strictObject({ title: text, description: text }))
      .min(3)
      .max(4),
    terms: z.array(text).min(1),
  }),
  scorecard: z.strictObject({ ...sectionHead, points: z.array(text).min(1), button: linkButton, context: optionalText }),
});
