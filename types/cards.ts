/** A Knowledge Hub article's card: as the build keeps it (HubCard) and as pages and the hub filter island render it (CardView). */
import type { ImageAsset } from './images.ts';

/** A Knowledge Hub card (an article's card fields; link is the article's route). */
export interface HubCard {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  category: string;
  readTime: string;
  author: string;
  image: string;
  imageAlt: string;
  link: string;
  featured: boolean;
  tags: string[];
  /** YYYY-MM-DD: when the article went out, and its last real change (the feed's dates). */
  published: string;
  updated?: string;
  /** Present (true) only on a draft, in the builds that show drafts. */
  draft?: true;
  /** A case study's proof, for pages that quote it (the home page): its figures and its testimonial. */
  proof?: CaseProof;
}

/** What a case study proves: each results metric that opens with a figure, split, and the study's testimonial. */
export interface CaseProof {
  /** "37% more marketing-sourced pipeline" → { value: '37%', label: 'more marketing-sourced pipeline' }. */
  figures: { value: string; label: string }[];
  testimonial?: { quote: string; name?: string; role: string; company: string };
}

/** A hub card ready to render anywhere (image resolved to its hashed URL and size; the dates stay with the feed). */
export interface CardView extends Omit<HubCard, 'image' | 'published' | 'updated' | 'draft' | 'proof'> {
  image: ImageAsset;
  /** A draft's card carries the Draft label to show beside its category. */
  draftLabel?: string;
}
