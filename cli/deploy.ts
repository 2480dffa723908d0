/** Files CDN hosts read (Netlify, Cloudflare Pages): _redirects. */
import type { SiteConfig } from './content/schema.ts';

/**
 * _redirects: one 301 per configured redirect. Rules are not forced (no "!"), so a file that
 * exists at the requested path always wins: even a host that matched rules case-insensitively
 * could never redirect /marketing-aircover to itself.
 */
export function redirectsFile(config: SiteConfig): string {
  return `${config.redirects.map((r) => `${r.from}  ${r.to}  301`).join('\n')}\n`;
}
