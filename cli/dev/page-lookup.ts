/** How site dev finds the in-memory file for a URL path, and adds its live-reload client to a page. */
import { extname } from 'node:path';
import type { DevBuilder } from './builder.ts';
import { DEV_CLIENT_PATH } from './client-script.ts';

/** Find the in-memory file for a URL path, resolving routes the way CDN hosts do. */
export function lookup(builder: DevBuilder, path: string): { key: string; body: string | Uint8Array; route: string } | undefined {
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

/** A page with the live-reload client script added before </body>. */
export function injectClient(html: string, route: string): string {
  const tag = `<script src="${DEV_CLIENT_PATH}" data-route="${route.replace(/"/g, '&quot;')}" defer></script>`;
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : html + tag;
}
