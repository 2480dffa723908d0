/** SEO output: sitemap, robots, the Atom feed, social tags, JSON-LD and the CDN deploy files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/engine/build.ts';
import { loadConfig } from '../../cli/content/config.ts';
import { memoryWriter } from '../../cli/output/write.ts';
import { cleanFixtures, projectRoot } from '../helpers/fixtures.ts';
import { join } from 'node:path';
import { scriptHash } from '../../cli/output/deploy.ts';
import { redirectScript } from '../../templates/redirect-script.ts';
import { EARLY_CLICKS_SCRIPT } from '../../templates/early-clicks.ts';

const writer = memoryWriter();
const file = (path: string) => String(writer.files.get(path));
const jsonLd = (path: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(file(path))![1]!) as { '@graph': Record<string, unknown>[] };

beforeAll(async () => {
  await build({ contentDir: join(projectRoot, 'content'), projectRoot, writer, now: new Date('2026-11-20T12:00:00Z') });
}, 120_000);
afterAll(cleanFixtures);

describe('sitemap, robots and feed', () => {
  it('lists every indexable route on the origin, and not the redirect, thank-you page or 404', () => {
    const locs = [...file('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://learn.example.com/');
    expect(locs).toContain('https://learn.example.com/data-strategy');
    expect(locs).toContain('https://learn.example.com/marketing-aircover');
    expect(locs).toHaveLength(24);
    for (const excluded of ['/Marketing-AirCover', '/demo-thank-you', '/404'])
      expect(locs).not.toContain(`https://learn.example.com${excluded}`);
    const indexable = [...writer.files.keys()].filter(
      (f) => f.endsWith('index.html') && !String(writer.files.get(f)).includes('name="robots" content="noindex"'),
    );
    expect(locs).toHaveLength(indexable.length);
    const sitemap = file('sitemap.xml');
    expect(sitemap).toContain('<loc>https://learn.example.com/stalled-leads</loc><lastmod>2026-01-15</lastmod>');
    expect(sitemap).toContain('<loc>https://learn.example.com/marketing-aircover</loc><lastmod>2025-03-04</lastmod>');
    expect(sitemap).toContain('<loc>https://learn.example.com/articles</loc><lastmod>2026-11-12</lastmod>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(file('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://learn.example.com/sitemap.xml\n');
  });

  it('publishes an Atom feed of the 16 hub articles that parses', () => {
    const feed = file('articles/feed.xml');
    expect(feed.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
    const entries = feed.split('<entry>').slice(1);
    expect(entries).toHaveLength(16);
    expect(entries[0]).toContain('<id>https://learn.example.com/connect-what-you-own</id>');
    expect(entries[0]).toContain('<published>2026-10-06T00:00:00Z</published>\n    <updated>2026-11-12T00:00:00Z</updated>');
    // The feed's own date is its newest entry's, not the build's (2026-11-20).
    expect(feed.split('<entry>')[0]).toContain('<updated>2026-11-12T00:00:00Z</updated>');
    expect(feed).not.toContain('2026-11-20');
    // Well-formed: every element opened is closed, no raw ampersands.
    expect(feed.match(/<entry>/g)?.length).toBe(feed.match(/<\/entry>/g)?.length);
    expect(feed).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('social and structured data', () => {
  it('gives every page Open Graph and Twitter tags with a local PNG image', () => {
    for (const page of ['index.html', 'data-strategy/index.html', 'scorecard/index.html']) {
      const html = file(page);
      const image = /<meta property="og:image" content="https:\/\/learn\.example\.com(\/assets\/social\/[^"]+\.png)"/.exec(html)?.[1];
      expect(image, page).toBeTruthy();
      expect(writer.files.has(image!.slice(1))).toBe(true);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
  });

  it('has Organization everywhere, Article on articles, VideoObject on the video page and FAQPage on /demo', () => {
    expect(jsonLd('index.html')['@graph'].map((n) => n['@type'])).toEqual(['Organization']);
    const article = jsonLd('stalled-leads/index.html')['@graph'].find((n) => n['@type'] === 'Article')!;
    expect(article).toMatchObject({
      headline: 'Re-engaging Stalled Leads',
      datePublished: '2025-03-27',
      dateModified: '2026-01-15',
      author: { '@type': 'Person', name: expect.any(String) },
      description: expect.any(String),
      image: expect.stringMatching(/^https:\/\/learn\.example\.com\/assets\/social\/stalled-leads\.\w+\.png$/),
    });
    const video = jsonLd('what-is-opportunity/index.html')['@graph'].find((n) => n['@type'] === 'VideoObject')!;
    expect(video).toMatchObject({
      duration: 'PT2M37S',
      embedUrl: 'https://video.example.com/embed/what-is-an-opportunity',
      uploadDate: '2026-06-04',
      thumbnailUrl: expect.stringMatching(/\.png$/),
    });
    const faq = jsonLd('demo/index.html')['@graph'].find((n) => n['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(2);
  });
});

describe('CDN deploy files', () => {
  it('builds the CSP from the configured endpoints and nothing else', async () => {
    const { config } = await loadConfig({ contentDir: join(projectRoot, 'content') });
    const headers = file('_headers');
    const csp = /Content-Security-Policy: (.+)/.exec(headers)![1]!;
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['form-action']).toEqual([
      config!.endpoints.scorecardForm,
      config!.endpoints.leadCaptureForm,
      config!.endpoints.demoForm,
      config!.endpoints.briefingForm,
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', new URL(config!.endpoints.trackingPixel).origin]);
    expect(directives['connect-src']).toEqual(["'self'", new URL(config!.supabase.url).origin, 'https://video.example.com']);
    expect(directives['frame-src']).toEqual(['https://video.example.com']);
    // The only inline scripts: the early-click recorder and the redirect page's script, by hash.
    expect(directives['script-src']).toEqual([
      "'self'",
      scriptHash(EARLY_CLICKS_SCRIPT),
      ...config!.redirects.map((r) => scriptHash(redirectScript(r.to))),
    ]);
    const hosts = [...csp.matchAll(/https?:\/\/[^\s;/]+/g)].map((m) => new URL(m[0]).host);
    expect(new Set(hosts)).toEqual(new Set(['go.example.com', 'project-ref.supabase.example.com', 'video.example.com']));
    expect(headers).toContain('X-Content-Type-Options: nosniff');
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file('_redirects')).toBe('/Marketing-AirCover  /marketing-aircover  301\n');
  });
});
