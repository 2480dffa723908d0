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

/** The cards under one word (category or tag, lower case): their places among the newest, and the points the word gives each as the subject's category or as one of its tags. */
interface Carriers {
  places: Uint32Array;
  asCategory: Uint8Array;
  asTag: Uint8Array;
}

/** A hub's published cards newest first, by each word the cards that carry it, and the places of each route. */
interface RelatedIndex<T extends HubCard> {
  newest: T[];
  byWord: Map<string, Carriers>;
  placesOf: Map<string, number[]>;
  /** Per place, the subject's score so far: zero between calls (each call clears what it scored). */
  scores: Uint32Array;
}

/**
 * The index of the last hub list asked about: every article page of a build asks about the same
 * list, so it is made once, not per page; a new list holding the same card objects in the same
 * order (a site dev update that left every card as it was) reuses it too.
 */
let last: { hub: readonly HubCard[]; index: RelatedIndex<HubCard> } | undefined;

function indexOf<T extends HubCard>(hub: readonly T[]): RelatedIndex<T> {
  if (last && (last.hub === hub || sameCards(last.hub, hub))) {
    last.hub = hub;
    return last.index as RelatedIndex<T>;
  }
  const newest = hub.filter((card) => !card.draft).sort(newestFirst);
  const carried = new Map<string, { place: number; asCategory: number; asTag: number }[]>();
  const placesOf = new Map<string, number[]>();
  newest.forEach((card, place) => {
    placesOf.set(card.link, [...(placesOf.get(card.link) ?? []), place]);
    const category = lower(card.category);
    const tags = new Set(card.tags.map(lower));
    for (const word of new Set([category, ...tags])) {
      const isCategory = word === category;
      const isTag = tags.has(word);
      // As the subject's category: 2 for the same category, 1 when it is the card's tag. As one
      // of the subject's tags: 1 when the card has the tag, 1 when it is the card's category.
      const carrier = { place, asCategory: (isCategory ? 2 : 0) + (isTag ? 1 : 0), asTag: (isTag ? 1 : 0) + (isCategory ? 1 : 0) };
      const list = carried.get(word);
      if (list) list.push(carrier);
      else carried.set(word, [carrier]);
    }
  });
  const byWord = new Map<string, Carriers>();
  for (const [word, list] of carried) {
    byWord.set(word, {
      places: Uint32Array.from(list, (c) => c.place),
      asCategory: Uint8Array.from(list, (c) => c.asCategory),
      asTag: Uint8Array.from(list, (c) => c.asTag),
    });
  }
  const index = { newest, byWord, placesOf, scores: new Uint32Array(newest.length) };
  last = { hub, index: index as RelatedIndex<HubCard> };
  return index;
}

/** Whether two hub lists hold the same card objects in the same order. */
function sameCards(a: readonly HubCard[], b: readonly HubCard[]): boolean {
  return a.length === b.length && a.every((card, i) => card === b[i]);
}

/** Scores above any a card can get: the subject's own places are marked with it, so they are never chosen or counted. */
const OWN = 0x80000000;

/**
 * Up to `count` hub articles related to `subject` (those sharing a category or tag), by score, then
 * newest, then route; never the subject itself. When fewer than RELATED_MIN share anything, the
 * newest others fill the list to RELATED_MIN. Scores are summed through the hub's index, word by
 * word, exactly as relatedScore counts them, so a page costs the articles it shares a word with,
 * and only the best `count` of them are kept in order (not every scored card sorted).
 */
export function relatedArticles<T extends HubCard>(subject: RelatedSubject, hub: readonly T[], count = RELATED_COUNT): T[] {
  const { newest, byWord, placesOf, scores } = indexOf(hub);
  const own = placesOf.get(subject.link) ?? [];
  const scored: number[] = [];
  try {
    for (const place of own) scores[place] = OWN;
    return chosen(subject, newest, byWord, scores, scored, count);
  } finally {
    for (const place of scored) scores[place] = 0;
    for (const place of own) scores[place] = 0;
  }
}

/** The places chosen for `subject`, with its own places marked OWN in `scores` and every place it scores listed in `scored`. */
function chosen<T extends HubCard>(
  subject: RelatedSubject,
  newest: readonly T[],
  byWord: ReadonlyMap<string, Carriers>,
  scores: Uint32Array,
  scored: number[],
  count: number,
): T[] {
  const add = (word: string, asCategory: boolean) => {
    const carriers = byWord.get(word);
    if (!carriers) return;
    const points = asCategory ? carriers.asCategory : carriers.asTag;
    for (let i = 0; i < carriers.places.length; i++) {
      const place = carriers.places[i]!;
      const score = scores[place]!;
      if (score === OWN) continue;
      if (score === 0) scored.push(place);
      scores[place] = score + points[i]!;
    }
  };
  if (subject.category !== undefined) add(lower(subject.category), true);
  for (const tag of new Set((subject.tags ?? []).map(lower))) add(tag, false);
  const best = bestPlaces(scored, scores, count);
  const wanted = Math.min(count, Math.max(scored.length, RELATED_MIN));
  for (let place = 0; best.length < wanted && place < newest.length; place++) {
    if (scores[place] === 0) best.push(place);
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
