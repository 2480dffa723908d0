/** Hub cards resolved for rendering (image → hashed URL and size). */
import type { CardView, HubCard, SiteData } from './types.ts';

/** The hub's cards with their images resolved, in hub order. */
export function cardViews(site: SiteData): CardView[] {
  return site.hub.map((card) => cardView(site, card));
}

/** One hub card with its image resolved (its dates, draft flag and proof left out). */
export function cardView(site: SiteData, { published: _published, updated: _updated, draft, proof: _proof, ...card }: HubCard): CardView {
  return {
    ...card,
    image: site.assets.images[card.image] ?? { url: card.image },
    ...(draft ? { draftLabel: site.data.labels?.draft.label } : {}),
  };
}
