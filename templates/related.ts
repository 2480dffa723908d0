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

/** A word compared without case. */
const lower = (word: string) => word.toLowerCase();

/**
 * How much `card` shares with `subject`: 2 for the same category, 1 for each shared tag, and 1
 * when one's category is a tag of the other (case-insensitive).
 */
export function relatedScore(subject: RelatedSubject, card: Pick<HubCard, 'category' | 'tags'>): number {
  const subjectTags = new Set((subject.tags ?? []).map(lower));
  const cardTags = new Set(card.tags.map(lower));
  const shared = [...cardTags].filter((tag) => subjectTags.has(tag)).length;
  const category = subject.category === undefined ? undefined : lower(subject.category);
  const sameCategory = category !== undefined && lower(card.category) === category ? 2 : 0;
  const crossed = (category !== undefined && cardTags.has(category) ? 1 : 0) + (subjectTags.has(lower(card.category)) ? 1 : 0);
  return sameCategory + shared + crossed;
}

/** The fewest related articles an article ends with: the newest fill the list when fewer share anything. */
export const RELATED_MIN = 2;

/** Newest first, then by route: the order among articles that share as much. */
const newestFirst = (a: HubCard, b: HubCard) => b.published.localeCompare(a.published) || a.link.localeCompare(b.link);

/** A card under one of its words: whether the word is its category, one of its tags, or both. */
interface Carrier<T> {
  card: T;
  category: boolean;
  tag: boolean;
}

/** A hub's published cards newest first (with each card's place in that order), and by each word (category or tag, lower case) the cards that carry it. */
interface RelatedIndex<T extends HubCard> {
  newest: T[];
  place: Map<T, number>;
  byWord: Map<string, Carrier<T>[]>;
}

/** One index per hub list: every article page of a build asks about the same list, so it is made once, not per page. */
const indexes = new WeakMap<readonly HubCard[], RelatedIndex<HubCard>>();

function indexOf<T extends HubCard>(hub: readonly T[]): RelatedIndex<T> {
  const known = indexes.get(hub) as RelatedIndex<T> | undefined;
  if (known) return known;
  const newest = hub.filter((card) => !card.draft).sort(newestFirst);
  const byWord = new Map<string, Carrier<T>[]>();
  for (const card of newest) {
    const category = lower(card.category);
    const tags = new Set(card.tags.map(lower));
    for (const word of new Set([category, ...tags])) {
      const carrier = { card, category: word === category, tag: tags.has(word) };
      const carriers = byWord.get(word);
      if (carriers) carriers.push(carrier);
      else byWord.set(word, [carrier]);
    }
  }
  const index = { newest, place: new Map(newest.map((card, i) => [card, i])), byWord };
  indexes.set(hub, index as RelatedIndex<HubCard>);
  return index;
}

/**
 * Up to `count` hub articles related to `subject` (those sharing a category or tag), by score, then
 * newest, then route; never the subject itself. When fewer than RELATED_MIN share anything, the
 * newest others fill the list to RELATED_MIN. Scores are summed through the hub's index, word by
 * word, exactly as relatedScore counts them, so a page costs the articles it shares a word with.
 */
export function relatedArticles<T extends HubCard>(subject: RelatedSubject, hub: readonly T[], count = RELATED_COUNT): T[] {
  const { newest, place, byWord } = indexOf(hub);
  const scores = new Map<T, number>();
  const add = (word: string, points: (carrier: Carrier<T>) => number) => {
    for (const carrier of byWord.get(word) ?? []) {
      if (carrier.card.link !== subject.link) scores.set(carrier.card, (scores.get(carrier.card) ?? 0) + points(carrier));
    }
  };
  // The subject's category: 2 for the same category, 1 when it is the card's tag.
  if (subject.category !== undefined) add(lower(subject.category), (c) => (c.category ? 2 : 0) + (c.tag ? 1 : 0));
  // Each of its tags: 1 when the card has the tag, 1 when it is the card's category.
  for (const tag of new Set((subject.tags ?? []).map(lower))) add(tag, (c) => (c.tag ? 1 : 0) + (c.category ? 1 : 0));
  const ranked = [...scores].sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || place.get(a)! - place.get(b)!).map(([card]) => card);
  const wanted = Math.min(count, Math.max(ranked.length, RELATED_MIN));
  for (let i = 0; ranked.length < wanted && i < newest.length; i++) {
    const card = newest[i]!;
    if (card.link !== subject.link && !scores.has(card)) ranked.push(card);
  }
  return ranked.slice(0, wanted);
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
