/** Hub cards resolved for rendering (image → hashed URL and size). */
import type { CardView, SiteData } from './types.ts';

/** The hub's cards with their images resolved, in hub order. */
export function cardViews(site: SiteData): CardView[] {
  return site.hub.map(({ published: _published, updated: _updated, draft, proof: _proof, ...card }) => ({
    ...card,
    image: site.assets.images[card.image] ?? { url: card.image },
    ...(draft ? { draftLabel: site.data.labels?.draft.label } : {}),
  }));
}
