/** Which parts of the site data a page's templates read (a page's key lists them). */
import type { SiteData } from '../../templates/types.ts';

/** Wrap site data so every top-level key (and data file) a page reads is recorded. */
export function trackReads(site: SiteData): { site: SiteData; reads: Set<string> } {
  const reads = new Set<string>(['config', 'assets']);
  const data = new Proxy(site.data, {
    get(target, key) {
      if (typeof key === 'string') reads.add(`data.${key}`);
      return Reflect.get(target, key);
    },
  });
  const tracked = new Proxy(site, {
    get(target, key) {
      if (key === 'data') return data;
      if (typeof key === 'string') reads.add(key);
      return Reflect.get(target, key);
    },
  });
  return { site: tracked, reads };
}
