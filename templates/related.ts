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

/** A card under one of its words: its place among the newest, and the points the word gives it as the subject's category or as one of its tags. */
interface Carrier {
  place: number;
  asCategory: number;
  asTag: number;
}

/** A hub's published cards newest first, and by each word (category or tag, lower case) the cards that carry it. */
interface RelatedIndex<T extends HubCard> {
  newest: T[];
  byWord: Map<string, Carrier[]>;
}

/** One index per hub list: every article page of a build asks about the same list, so it is made once, not per page. */
const indexes = new WeakMap<readonly HubCard[], RelatedIndex<HubCard>>();

function indexOf<T extends HubCard>(hub: readonly T[]): RelatedIndex<T> {
  const known = indexes.get(hub) as RelatedIndex<T> | undefined;
  if (known) return known;
  const newest = hub.filter((card) => !card.draft).sort(newestFirst);
  const byWord = new Map<string, Carrier[]>();
  newest.forEach((card, place) => {
    const category = lower(card.category);
    const tags = new Set(card.tags.map(lower));
    for (const word of new Set([category, ...tags])) {
      const isCategory = word === category;
      const isTag = tags.has(word);
      // As the subject's category: 2 for the same category, 1 when it is the card's tag. As one
      // of the subject's tags: 1 when the card has the tag, 1 when it is the card's category.
      const carrier = { place, asCategory: (isCategory ? 2 : 0) + (isTag ? 1 : 0), asTag: (isTag ? 1 : 0) + (isCategory ? 1 : 0) };
      const carriers = byWord.get(word);
      if (carriers) carriers.push(carrier);
      else byWord.set(word, [carrier]);
    }
  });
  const index = { newest, byWord };
  indexes.set(hub, index as RelatedIndex<HubCard>);
  return index;
}

/**
 * Up to `count` hub articles related to `subject` (those sharing a category or tag), by score, then
 * newest, then route; never the subject itself. When fewer than RELATED_MIN share anything, the
 * newest others fill the list to RELATED_MIN. Scores are summed through the hub's index, word by
 * word, exactly as relatedScore counts them, so a page costs the articles it shares a word with,
 * and only the best `count` of them are kept in order (not every scored card sorted).
 */
export function relatedArticles<T extends HubCard>(subject: RelatedSubject, hub: readonly T[], count = RELATED_COUNT): T[] {
  const { newest, byWord } = indexOf(hub);
  const scores = new Uint32Array(newest.length);
  const scored: number[] = [];
  const add = (word: string, asCategory: boolean) => {
    for (const carrier of byWord.get(word) ?? []) {
      if (newest[carrier.place]!.link === subject.link) continue;
      if (scores[carrier.place] === 0) scored.push(carrier.place);
      scores[carrier.place]! += asCategory ? carrier.asCategory : carrier.asTag;
    }
  };
  if (subject.category !== undefined) add(lower(subject.category), true);
  for (const tag of new Set((subject.tags ?? []).map(lower))) add(tag, false);
  const best = bestPlaces(scored, scores, count);
  const wanted = Math.min(count, Math.max(scored.length, RELATED_MIN));
  for (let place = 0; best.length < wanted && place < newest.length; place++) {
    if (newest[place]!.link !== subject.link && scores[place] === 0) best.push(place);
  }
  return best.slice(0, wanted).map((place) => newest[place]!);
}

/** The `count` places with the highest scores, the newest (lowest place) first among equal scores. */
function bestPlaces(places: readonly number[], scores: Uint32Array, count: number): number[] {
  const best: number[] = [];
  const before = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  for (const place of places) {
    if (best.length === count && !before(place, best[count - 1]!)) continue;
    let i = Math.min(best.length, count - 1);
    best[i] = place;
    for (; i > 0 && before(place, best[i - 1]!); i--) [best[i], best[i - 1]] = [best[i - 1]!, place];
  }
  return best;
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
