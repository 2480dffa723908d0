/** How site dev finds the in-memory file for a URL path, and adds its live-reload client to a page. */
import { extname } from 'node:path';
import { escapeHtml } from '../../templates/html-escape.ts';
import type { DevEngine } from './dev-engine.ts';
import { DEV_CLIENT_PATH } from './client-script.ts';

/** Find the in-memory file for a URL path, resolving routes the way CDN hosts do. */
export function lookup(builder: DevEngine, path: string): { key: string; body: string | Uint8Array; route: string } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const clean = decoded.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : extname(clean) ? [clean] : [`${clean}.html`, `${clean}/index.html`];
  for (const key of candidates) {
    const body = builder.files.get(key);
    if (body !== undefined) return { key, body, route: clean === '' ? '/' : `/${clean}` };
  }
  return undefined;
}

/**
 * A page with the live-reload client script added before </body>. The route comes from the
 * request, so it is escaped for the attribute and placed by a function, never as a replacement
 * pattern (`$&`, `$'` in a path would otherwise splice parts of the page into the tag).
 */
export function injectClient(html: string, route: string): string {
  const tag = `<script src="${DEV_CLIENT_PATH}" data-route="${escapeHtml(route)}" defer></script>`;
  return html.includes('</body>') ? html.replace('</body>', () => `${tag}</body>`) : html + tag;
}
