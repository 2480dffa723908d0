/** How the CLI talks: colour only where it is wanted, a progress line only on a slow build in a terminal, counted nouns, dev's first line. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { explanation, progressTexts, somethingBuilt, summary } from '../../../cli/commands/build-command.ts';
import { checked } from '../../../cli/commands/check-command.ts';
import type { DevBuildReport } from '../../../cli/dev/dev-engine.ts';
import { createReloadChannel } from '../../../cli/dev/reload-channel.ts';
import type { BuildResult } from '../../../cli/engine/build.ts';
import { coloured, palette } from '../../../cli/shell/colour.ts';
import { plural } from '../../../cli/shell/plural.ts';
import { progressLine } from '../../../cli/shell/progress.ts';

describe('colour', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{}, undefined, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, true, false],
    [{ TERM: 'dumb' }, true, false],
  ])('env %j on a terminal: %s → coloured %s', (env, isTTY, expected) => {
    expect(coloured({ env, isTTY })).toBe(expected);
  });

  it('a palette that is off returns the text unchanged; one that is on wraps it in ANSI codes', () => {
    expect(palette(false).red('x')).toBe('x');
    expect(palette(true).red('x')).toBe('\u001b[31mx\u001b[39m');
  });
});

describe('progress line', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const stream = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, isTTY, columns: 40, write: (s: string) => written.push(s) };
  };

  it('stays silent for a build shorter than the delay', () => {
    const out = stream(true);
    const line = progressLine({ stream: out, delayMs: 1000 });
    line.update('site build: rendering pages 1/2');
    vi.advanceTimersByTime(999);
    line.stop();
    expect(out.written).toEqual([]);
  });

  it('appears after the delay, redraws in place, and is erased at the end', () => {
    const out = stream(true);
    const line = progressLine({ stream: out, delayMs: 1000, redrawMs: 100, now: () => Date.now() });
    line.update('rendering 1/2');
    vi.advanceTimersByTime(1000);
    line.update('rendering 2/2');
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(100); // nothing new: no redraw
    line.stop();
    expect(out.written).toEqual(['\r\u001b[2Krendering 1/2', '\r\u001b[2Krendering 2/2', '\r\u001b[2K']);
  });

  it('draws on an update past the delay even while timers cannot fire (rendering keeps the event loop busy)', () => {
    const out = stream(true);
    let clock = 0;
    const line = progressLine({ stream: out, delayMs: 1000, redrawMs: 100, now: () => clock });
    line.update('rendering 1/3');
    clock = 1200;
    line.update('rendering 2/3');
    clock = 1250;
    line.update('rendering 3/3'); // within redrawMs of the last draw: not drawn yet
    expect(out.written).toEqual(['\r\u001b[2Krendering 2/3']);
    line.stop();
  });

  it('is cut to the terminal width so it never wraps', () => {
    const out = stream(true);
    const line = progressLine({ stream: out, delayMs: 0 });
    line.update('x'.repeat(100));
    vi.advanceTimersByTime(0);
    line.stop();
    expect(out.written[0]).toBe(`\r\u001b[2K${'x'.repeat(38)}…`);
  });

  it('never draws into a pipe, nor under --quiet', () => {
    for (const [out, enabled] of [
      [stream(false), true],
      [stream(true), false],
    ] as const) {
      const line = progressLine({ stream: out, enabled, delayMs: 0 });
      line.update('rendering');
      vi.advanceTimersByTime(5000);
      line.stop();
      expect(out.written).toEqual([]);
    }
  });

  it('names the stage and counts the pages rendered', () => {
    const text = progressTexts();
    expect(text({ stage: 'load' }, 1200)).toBe('site build: reading content (1.2 s)');
    expect(text({ stage: 'bundle' }, 1300)).toBe('site build: reading content (1.3 s)');
    expect(text({ stage: 'render', done: 12, total: 400 }, 2500)).toBe('site build: rendering pages 12/400 (2.5 s)');
  });
});

const result = (over: Partial<BuildResult>): BuildResult => ({
  routes: 1,
  pages: [],
  totals: { htmlBytes: 4096, htmlGzip: 1024, jsGzip: 2048, cssGzip: 512 },
  timings: {},
  rendered: 1,
  parsed: 1,
  reasons: { rendered: {}, parsed: {} } as BuildResult['reasons'],
  work: [],
  ms: 12,
  ...over,
});

describe('build summary', () => {
  it('counts in the singular for one', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(0, 'file')).toBe('0 files');
    const one = result({ routes: 2, rendered: 1, output: { written: 1, deleted: 0, swapped: false } });
    expect(summary(one, 'out')).toBe(
      'Built 2 routes (1 rendered, 1 unchanged; 1 file written; 0 deleted) into out/ in 12 ms — gzip: HTML 1.0 kB, JS 2.0 kB, CSS 0.5 kB',
    );
    expect(summary(result({}), 'out')).toMatch(/^Built 1 route into out\//);
    // Pages not all gzip-weighed (a site past the route table, without --json): the HTML as written.
    const unweighed = result({ routes: 1003, rendered: 1003, totals: { htmlBytes: 23_000 * 1024, jsGzip: 2048, cssGzip: 512 } });
    expect(summary(unweighed, 'out')).toBe(
      'Built 1003 routes into out/ in 12 ms — gzip: JS 2.0 kB, CSS 0.5 kB; HTML 23000.0 kB uncompressed (--json weighs each page gzipped)',
    );
    expect(explanation(result({ work: [] }))).toBe('Nothing was rendered: the only page came from the page cache.');
  });

  it('counts what an update wrote: the pages (by route when three or fewer, else counted), then the other files by name (the first three, then +N more)', () => {
    const paths = ['new-guide/index.html', 'articles/index.html', 'sitemap.xml', 'articles/feed.xml', 'index.html'];
    const newArticle = result({ routes: 28, rendered: 1, output: { written: 5, deleted: 0, swapped: false, paths } });
    expect(summary(newArticle, 'out')).toContain(
      'Built 28 routes (1 rendered, 27 unchanged; 5 files written: /, /articles, /new-guide, articles/feed.xml, sitemap.xml; 0 deleted) into out/',
    );
    const many = ['a/index.html', '_headers', 'robots.txt', 'sitemap.xml', 'articles/feed.xml', 'assets/site-1.css'];
    const everything = result({ routes: 3, rendered: 3, output: { written: 6, deleted: 2, swapped: false, paths: many } });
    expect(summary(everything, 'out')).toContain(
      'Built 3 routes (3 rendered; 6 files written: /a, _headers, articles/feed.xml, assets/site-1.css +2 more; 2 deleted) into out/',
    );
    const pagesOnly = ['a/index.html', 'b/index.html', 'c/index.html', 'd/index.html', 'sitemap.xml'];
    expect(
      summary(result({ routes: 4, rendered: 4, output: { written: 5, deleted: 0, swapped: false, paths: pagesOnly } }), 'out'),
    ).toContain('(4 rendered; 5 files written: 4 pages, sitemap.xml; 0 deleted)');
    // A full swap wrote everything: no count of what changed.
    expect(summary(result({ routes: 3, rendered: 3, output: { written: 9, deleted: 0, swapped: true } }), 'out')).toMatch(
      /^Built 3 routes into out\//,
    );
  });

  it('the route table is for builds that built something', () => {
    expect(somethingBuilt(result({ upToDate: true, rendered: 0 }))).toBe(false);
    expect(somethingBuilt(result({ rendered: 0, output: { written: 0, deleted: 0, swapped: false } }))).toBe(false);
    expect(somethingBuilt(result({ rendered: 0, output: { written: 1, deleted: 0, swapped: false } }))).toBe(true);
    expect(somethingBuilt(result({ rendered: 3 }))).toBe(true);
  });

  it('site check says what it checked', () => {
    expect(checked({ pages: 1, links: 1, anchors: 0, images: 1 })).toBe('1 page, 1 link (0 to an anchor), 1 image');
  });
});

describe('site dev build lines', () => {
  const ok = (rendered: string[]): DevBuildReport => ({ ok: true, rendered, clientChanged: false, errors: [], ms: 7 });
  const failed: DevBuildReport = {
    ok: false,
    rendered: [],
    clientChanged: false,
    errors: [{ code: 'x', message: 'bad', file: 'a.md' }],
    ms: 3,
  };

  it('the first good build says built, later ones rebuilt, with counted pages named (the first three, then +N more)', () => {
    const lines: string[] = [];
    const channel = createReloadChannel((m) => lines.push(m));
    channel.show(failed);
    channel.show(ok(['/a', '/b']));
    channel.show(ok(['/data-strategy']));
    channel.show(ok(['/a', '/b', '/c']));
    channel.show(ok(['/', '/a', '/b', '/c', '/d']));
    channel.show({ ...ok([]), clientChanged: true });
    expect(lines).toEqual([
      'build failed (1 error); fix it and save: the page shows the errors until then:',
      'a.md  bad',
      'built 2 pages in 7 ms',
      'rebuilt 1 page (/data-strategy) in 7 ms',
      'rebuilt 3 pages (/a, /b, /c) in 7 ms',
      'rebuilt 5 pages (/, /a, /b +2 more) in 7 ms',
      'rebuilt 0 pages and the islands in 7 ms',
    ]);
  });
});
