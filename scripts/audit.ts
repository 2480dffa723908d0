/**
 * `npm run audit`: build the site, serve out/ locally (with the headers of out/_headers, as a
 * CDN host would), run Lighthouse (mobile preset) on every route in Debian's Chromium, and
 * print performance, accessibility, best-practices and SEO scores with LCP, TBT and CLS.
 * A benchmark, not a test: Lighthouse is too slow for CI.
 * Usage: npm run audit [-- --json] [-- /route ...]
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sep } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveStatic } from '../cli/serve/static.ts';
import { globalHeaders } from '../tests/helpers/lead-site.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const { values, positionals } = parseArgs({
  options: { json: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (!values['no-build']) execFileSync('node', ['bin/site.js', 'build'], { stdio: 'inherit' });

const files = (await readdir('out', { recursive: true })).map((f) => f.split(sep).join('/'));
const routes =
  positionals.length > 0
    ? positionals
    : files
        .filter((f) => f.endsWith('index.html'))
        .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\/index\.html$/, '')}`))
        .sort();
const headers = globalHeaders(await readFile('out/_headers', 'utf8'));
const server = createServer((req, res) => void serveStatic('out', req, res, headers));
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs.filter((f) => f !== '--headless').concat('--headless=new'),
});

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
const rows: Row[] = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    });
    if (!values.json) process.stderr.write(`audited ${route}\n`);
  }
} finally {
  await chrome.kill();
  server.close();
}

if (values.json) console.log(JSON.stringify(rows, null, 2));
else {
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS'];
  const table = rows.map((r) => [r.route, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.tbtMs, r.cls].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log([line(header), ...table.map(line)].join('\n'));
  // Note: the Lighthouse SEO score for a page includes "is-crawlable"; pages marked noindex (the thank-you page) score lower by design.
}
