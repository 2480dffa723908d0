/** site dev adds its reload client to every page; the request path never acts as a replacement pattern. */
import { describe, expect, it } from 'vitest';
import { injectClient } from '../../../cli/dev/page-lookup.ts';
import { escapeHtml } from '../../../templates/html-escape.ts';

const page = '<!doctype html><html><head><title>t</title></head><body><p>Hi</p></body></html>';

describe('injectClient', () => {
  it.each(['/$&', "/$'", '/$`', '/$$', '/$1'])('places the route %s as text, not as a replacement pattern', (route) => {
    const html = injectClient(page, route);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html).toContain(`data-route="${escapeHtml(route)}" defer></script></body></html>`);
    expect(html.startsWith('<!doctype html><html><head><title>t</title></head><body><p>Hi</p><script ')).toBe(true);
  });

  it('escapes the route for the attribute', () => {
    expect(injectClient(page, '/"><img src=x onerror=alert(1)>&amp;')).toContain(
      'data-route="/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;amp;" defer>',
    );
  });
});
