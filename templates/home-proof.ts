/**
 * The case-study figures and quote a page cites (the home page, /demo), looked up in the studies'
 * own results (site.hub proof), never retyped. A figure or quote whose study is not in the build
 * (a site with other articles, such as the bench's) is left out; tests/unit/templates/home-proof.test.ts
 * proves this site's pages find every one they name.
 */
import type { CaseProof, HubCard } from './types.ts';

/** A figure as a page shows it: the value, the study's label for it, and the study it comes from. */
export interface CitedFigure {
  value: string;
  label: string;
  study: Pick<HubCard, 'link' | 'title'>;
}

/** Each hub list's cards by route (the first card of a route), made once per list: every article page asks for its own. */
const byRoute = new WeakMap<readonly HubCard[], Map<string, HubCard>>();

/** The case study at `route`, if the build has it. */
export function studyAt(hub: readonly HubCard[], route: string): (HubCard & { proof: CaseProof }) | undefined {
  let cards = byRoute.get(hub);
  if (!cards) {
    cards = new Map();
    for (const card of hub) if (!cards.has(card.link)) cards.set(card.link, card);
    byRoute.set(hub, cards);
  }
  const card = cards.get(route);
  return card?.proof ? (card as HubCard & { proof: CaseProof }) : undefined;
}

/** Each `{ study, figure }` resolved to the study's results metric that opens with that figure. */
export function citedFigures(hub: readonly HubCard[], wanted: readonly { study: string; figure: string }[]): CitedFigure[] {
  return wanted.flatMap(({ study, figure }) => {
    const card = studyAt(hub, study);
    const found = card?.proof.figures.find((f) => f.value === figure);
    return card && found ? [{ ...found, study: { link: card.link, title: card.title } }] : [];
  });
}

/** The testimonial of the study at `route`, with the study's link and title. */
export function citedTestimonial(hub: readonly HubCard[], route: string) {
  const card = studyAt(hub, route);
  const testimonial = card?.proof.testimonial;
  return card && testimonial
    ? { testimonial, study: { link: card.link, title: card.title, image: card.image, imageAlt: card.imageAlt, category: card.category } }
    : undefined;
}
