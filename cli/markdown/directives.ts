/**
 * The directive vocabulary writers may use in Markdown, and how each maps to a hast element
 * that a template component renders. Adding a directive = one entry here + one component in
 * templates/markdown/components.tsx (a test keeps the two lists in step).
 */
import type { PageRecords } from '../content/schema.ts';

/** How an attribute value is checked. */
export type AttributeKind = 'text' | 'href' | 'image' | 'id' | 'video' | { oneOf: readonly string[] };

/** One directive: its Markdown form, its attributes and the element it becomes. */
export interface DirectiveDefinition {
  kind: 'container' | 'leaf';
  /** hast tag name the directive becomes; templates map it to a component. */
  element: string;
  attributes: Record<string, { required: boolean; kind: AttributeKind }>;
  /** Front-matter record key the directive renders (record directives only). */
  record?: keyof PageRecords;
  /** Give each use an `instance` number (1, 2, …) so repeated blocks get unique ids. */
  numbered?: boolean;
}

const required = (kind: AttributeKind) => ({ required: true, kind });
const optional = (kind: AttributeKind) => ({ required: false, kind });

const recordDirective = (record: keyof PageRecords, attributes: DirectiveDefinition['attributes'] = {}): DirectiveDefinition => ({
  kind: 'leaf',
  element: `site-${record.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  attributes,
  record,
});

/** Every directive, by name. */
export const directives: Record<string, DirectiveDefinition> = {
  cta: {
    kind: 'container',
    element: 'site-cta',
    attributes: { headline: required('text'), button: required('text'), href: required('href'), context: optional('text') },
  },
  'cta-inline': {
    kind: 'leaf',
    element: 'site-cta-inline',
    attributes: { text: required('text'), button: required('text'), href: required('href') },
  },
  promo: { kind: 'leaf', element: 'site-promo', attributes: { variant: optional({ oneOf: ['inline', 'banner'] }) } },
  callout: { kind: 'container', element: 'site-callout', attributes: { title: optional('text') } },
  section: { kind: 'container', element: 'section', attributes: { id: required('id') } },
  video: {
    kind: 'leaf',
    element: 'site-video',
    attributes: {
      src: required('video'),
      title: required('text'),
      duration: required('text'),
      uploaded: optional('text'),
      poster: optional('image'),
    },
  },
  'lead-capture': {
    kind: 'leaf',
    element: 'site-lead-capture',
    attributes: { headline: optional('text'), description: optional('text') },
    numbered: true,
  },
  stats: recordDirective('stats'),
  'jump-menu': recordDirective('jumpMenu', { title: required('text') }),
  plays: recordDirective('plays'),
  patterns: recordDirective('patterns'),
  'roi-moves': recordDirective('moves'),
  strategies: recordDirective('strategies'),
  'maturity-stages': recordDirective('stages'),
  'maturity-matrix': recordDirective('dimensions'),
  'action-plans': recordDirective('plans'),
  'industry-selector': recordDirective('industries', { wording: required('text'), href: required('href') }),
  framework: recordDirective('framework'),
  guide: recordDirective('guide'),
  'case-profile': recordDirective('profile'),
  challenges: recordDirective('challenges'),
  solution: recordDirective('solution'),
  phases: recordDirective('phases'),
  results: recordDirective('results'),
  'success-factors': recordDirective('successFactors'),
  testimonial: recordDirective('testimonial'),
  related: recordDirective('related'),
  faq: recordDirective('faq'),
};

/** hast tag names produced by directives (templates must render each). */
export const directiveElements = [...new Set(Object.values(directives).map((d) => d.element))].filter((e) => e.startsWith('site-'));
