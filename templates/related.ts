/**
 * Related reading, chosen from the content: the hub articles that share the most with an article
 * (the same category counts 2, each shared tag 1), then the most recent, then by route, so the
 * choice is the same on every build. No list is kept by hand.
 */
import type { HubCard } from './types.ts';

/** What an article is matched by: its route (left out of its own list), category and tags. */
export interface RelatedSubject {
  link: string;
  category?: string;
  tags?: readonly string[];
}

/** How many related articles an article ends with. */
export const RELATED_COUNT = 3;

/**
 * How much `card` shares with `subject`: 2 for the same category, 1 for each shared tag, and 1
 * when one's category is a tag of the other (case-insensitive).
 */
export function relatedScore(subject: RelatedSubject, card: Pick<HubCard, 'category' | 'tags'>): number {
  const lower = (words: readonly string[]) => new Set(words.map((word) => word.toLowerCase()));
  const subjectTags = lower(subject.tags ?? []);
  const cardTags = lower(card.tags);
  const shared = [...cardTags].filter((tag) => subjectTags.has(tag)).length;
  const category = subject.category?.toLowerCase();
  const sameCategory = category !== undefined && card.category.toLowerCase() === category ? 2 : 0;
  const crossed = (category !== undefined && cardTags.has(category) ? 1 : 0) + (subjectTags.has(card.category.toLowerCase()) ? 1 : 0);
  return sameCategory + shared + crossed;
}

/** The fewest related articles an article ends with: the newest fill the list when fewer share anything. */
export const RELATED_MIN = 2;

/**
 * Up to `count` hub articles related to `subject` (those sharing a category or tag), by score, then
 * newest, then route; never the subject itself. When fewer than RELATED_MIN share anything, the
 * newest others fill the list to RELATED_MIN.
 */
export function relatedArticles<T extends HubCard>(subject: RelatedSubject, hub: readonly T[], count = RELATED_COUNT): T[] {
  const ranked = hub
    .filter((card) => card.link !== subject.link && !card.draft)
    .map((card) => ({ card, score: relatedScore(subject, card) }))
    .sort((a, b) => b.score - a.score || b.card.published.localeCompare(a.card.published) || a.card.link.localeCompare(b.card.link));
  const sharing = ranked.filter(({ score }) => score > 0).length;
  return ranked.slice(0, Math.min(count, Math.max(sharing, RELATED_MIN))).map(({ card }) => card);
}

/** The author entry whose name opens `byline` ("Priya Natarajan, RevOps Strategy Lead" → Priya Natarajan's). */
export function authorOf<T extends { name: string }>(byline: string, authors: readonly T[]): T | undefined {
  const name = byline.split(',')[0]!.trim();
  return authors.find((author) => author.name === name);
}

/** A name's initials, for the author's monogram: "Priya Natarajan" → "PN". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
