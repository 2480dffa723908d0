/** _headers: what a host sends for a page and for a file under /assets/. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ASSET_CSP, headersFile, inlineScripts } from '../../../cli/output/deploy.ts';
import { headersFor, parseHeaders } from '../../../cli/serve/cdn-rules.ts';
import { loadConfig } from '../../../cli/content/config.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

describe('headersFile', () => {
  it('gives /assets/* a policy under which nothing runs, on top of the page policy, with nosniff once', async () => {
    const { config } = await loadConfig({ contentDir: join(projectRoot, 'content') });
    const rules = parseHeaders(headersFile(config!, inlineScripts(config!)));
    const page = headersFor(rules, '/maturity-briefing');
    const asset = headersFor(rules, '/assets/covers/ai-marketing.0123456789.svg');
    expect(page['Content-Security-Policy']).not.toContain('sandbox');
    expect(asset).toEqual({
      ...page,
      'Content-Security-Policy': `${page['Content-Security-Policy']}, ${ASSET_CSP}`,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(asset['X-Content-Type-Options']).toBe('nosniff');
    expect(ASSET_CSP.split('; ')).toEqual([
      "default-src 'none'",
      "img-src 'self' data:",
      "style-src 'unsafe-inline'",
      "font-src 'self'",
      "media-src 'self'",
      'sandbox',
    ]);
  });
});
