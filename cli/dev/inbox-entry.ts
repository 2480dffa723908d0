/** What the local inbox records: one entry per post or pixel hit (inbox.ts stores them; inbox-list.ts and inbox-pages.ts show them). */
import type { SiteConfig } from '../content/schema.ts';

/** Names of the configured endpoints (site.yaml endpoints.*). */
export type EndpointName = keyof SiteConfig['endpoints'];

/** One recorded request. */
export interface InboxEntry {
  id: number;
  time: string;
  endpoint: EndpointName;
  method: string;
  /** Posted form fields, or the query parameters of a GET (the pixel). */
  fields: Record<string, string>;
  /** Where production would have sent it. */
  production: string;
  /** The raw query string as received. */
  query: string;
  referer: string | undefined;
}
