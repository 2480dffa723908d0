/** `site check` rules: each one fails a page that breaks it, with the source file and the exact problem. */
import { afterAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkOutDir } from '../../cli/check/check-out.ts';
import { hrefLocator } from '../../cli/check/locate-href.ts';
import { checkPages } from '../../cli/check/page-checks.ts';
import { pageFacts } from '../../cli/check/page-facts.ts';
import { weighPage } from '../../cli/check/report.ts';
import type { ClientBundle } from '../../cli/assets/client-bundle.ts';
import { build } from '../../cli/engine/build.ts';
import { buildInMemory, cleanFixtures, fixtureErrors, fixtureRoot, projectRoot, tempDir } from '../helpers/fixtures.ts';

afterAll(cleanFixtures);

const targets = ['https://trial.example.com/s', '/scorecard'];
const html = (
  body: string,
  head = '<title>A good page title</title><meta name="description" content="A description long enough to be a useful summary of the page."/>',
) => `<!DOCTYPE html><html><head>${head}</head><body><main>${body}</main></body></html>`;
const facts = (path: string, body: string, head?: string) =>
  pageFacts(html(body, head), { path, source: `content/pages${path}.md`, exempt: false }, targets);

describe('check rules (unit)', () => {
  const good = facts(
    '/a',
    '<h1 id="top">A</h1><a href="https://trial.example.com/s">Get My Scorecard</a><a href="/b#part">B</a><img src="/assets/x.svg" alt="An x"/>',
  );
  const b = facts('/b', '<h1>B</h1><section id="part"></section><a href="https://trial.example.com/s">Scorecard</a>');

  const files = new Set(['assets/x.svg']);

  it('passes good pages', () => {
    expect(checkPages([good, b], files)).toEqual([]);
  });

  it.each([
    [
      'a link to a missing route',
      '<h1>C</h1><a href="/nope">x</a><a href="https://trial.example.com/s">s</a>',
      'check-route',
      '/c: link "/nope" points at a route that does not exist',
    ],
    [
      'a missing anchor',
      '<h1>C</h1><a href="/b#gone">x</a><a href="https://trial.example.com/s">s</a>',
      'check-anchor',
      '/c: link "/b#gone": /b has no element with id "gone"; nearest: "part"',
    ],
    [
      'a missing same-page anchor',
      '<h1 id="intro">C</h1><section id="gonna"></section><a href="#gone">x</a><a href="https://trial.example.com/s">s</a>',
      'check-anchor',
      '/c: link "#gone" points at no element on this page; nearest: "gonna", "intro"',
    ],
    [
      'an image without an alt attribute',
      '<h1>C</h1><img src="/assets/x.svg"/><a href="https://trial.example.com/s">s</a>',
      'check-alt',
      '/c: image /assets/x.svg has no alt text',
    ],
    [
      'a protocol-relative link',
      '<h1>C</h1><a href="//evil.example/ref">x</a><a href="https://trial.example.com/s">s</a>',
      'check-url',
      '/c: link "//evil.example/ref" is protocol-relative (//host): it leads to another site; write https:// for an outbound link',
    ],
    [
      'a data: link',
      '<h1>C</h1><a href="data:text/html,x">x</a><a href="https://trial.example.com/s">s</a>',
      'check-url',
      '/c: link "data:text/html,x" uses the data: scheme, which a page may not carry',
    ],
    [
      'an image from another site',
      '<h1>C</h1><img src="https://evil.example/t.gif" alt="t"/><a href="https://trial.example.com/s">s</a>',
      'check-url',
      '/c: image "https://evil.example/t.gif" is on another site; images must be files under content/assets/',
    ],
    [
      'an image this build does not write',
      '<h1>C</h1><img src="/assets/gone.svg" alt="g"/><a href="https://trial.example.com/s">s</a>',
      'check-asset',
      '/c: image "/assets/gone.svg" is not a file this build writes',
    ],
    [
      'two h1 headings',
      '<h1>C</h1><h1>D</h1><a href="https://trial.example.com/s">s</a>',
      'check-h1',
      '/c: has 2 h1 headings; a page needs exactly one',
    ],
    [
      'no call to action',
      '<h1>C</h1><a href="/b">b</a>',
      'check-cta',
      '/c: has no call to action leading to the scorecard, a briefing or the demo',
    ],
  ])('fails %s', (_, body, code, message) => {
    const errors = checkPages([good, b, facts('/c', body)], files);
    expect(errors).toEqual([expect.objectContaining({ code, message, file: 'content/pages/c.md', hint: expect.stringMatching(/\w/) })]);
  });

  it('passes a decorative image with an explicit alt="", as its hint allows; a missing alt or one of spaces fails', () => {
    const page = (img: string) => facts('/d', `<h1>D</h1>${img}<a href="https://trial.example.com/s">s</a>`);
    expect(checkPages([page('<img src="/assets/x.svg" alt=""/>')], files)).toEqual([]);
    expect(checkPages([page('<img alt="" src="/assets/x.svg" aria-hidden="true"/>')], files)).toEqual([]);
    for (const img of ['<img src="/assets/x.svg"/>', '<img src="/assets/x.svg" data-alt="x"/>', '<img src="/assets/x.svg" alt="  "/>'])
      expect(
        checkPages([page(img)], files).map((e) => `${e.code}: ${e.message}`),
        img,
      ).toEqual(['check-alt: /d: image /assets/x.svg has no alt text']);
  });

  it('names the nearest ids of a missing anchor, up to three, and says how to add one', () => {
    const target = facts(
      '/t',
      '<h1 id="top">T</h1><section id="data-strategy"></section><section id="no-such-sections"></section>' +
        '<section id="such-section"></section><section id="another-section"></section><a href="https://trial.example.com/s">s</a>',
    );
    const none = facts('/n', '<h1>N</h1><a href="https://trial.example.com/s">s</a>');
    const errors = checkPages(
      [
        target,
        none,
        facts('/c', '<h1>C</h1><a href="/t#no-such-section">t</a><a href="/n#x">n</a><a href="https://trial.example.com/s">s</a>'),
      ],
      files,
    );
    expect(errors.map((e) => [e.message, e.hint])).toEqual([
      [
        '/c: link "/t#no-such-section": /t has no element with id "no-such-section"; nearest: "no-such-sections", "such-section", "another-section"',
        'Link to an id the page has, or wrap the target in :::section{#no-such-section} … ::: (docs/writing.md).',
      ],
      [
        '/c: link "/n#x": /n has no element with id "x"; the page has no ids',
        'Link to an id the page has, or wrap the target in :::section{#x} … ::: (docs/writing.md).',
      ],
    ]);
  });

  it('fails an article whose text does not end with its call-to-action block', () => {
    const article = (prose: string) =>
      pageFacts(
        html(`<h1>A</h1><div class="prose">${prose}</div><aside class="article-aside"><a href="https://trial.example.com/s">s</a></aside>`),
        { path: '/a', source: 'content/articles/a.md', exempt: false, article: true },
        targets,
      );
    const cta = '<aside class="cta-block" aria-label="Go"><h2>Go</h2><a href="https://trial.example.com/s">Go</a></aside>';
    expect(checkPages([article(`<p>Text</p>${cta}`)], files)).toEqual([]);
    expect(checkPages([article(`<section id="s"><p>Text</p>${cta}</section>`)], files)).toEqual([]);
    expect(checkPages([article(`<p>Text</p>${cta}<p>After</p>`)], files)).toEqual([
      expect.objectContaining({
        code: 'check-cta-last',
        message: '/a: the article does not end with a call to action',
        file: 'content/articles/a.md',
      }),
    ]);
  });

  it('reads every link, id and image of a page in one pass, and only main’s links count as its call to action', () => {
    const page = pageFacts(
      '<!DOCTYPE html><html><head><title>T &amp; U</title><meta name="description" content="D &quot;q&quot;"/></head><body>' +
        '<header><a href="/scorecard">Nav</a><a class="x">no href</a><img src="/assets/logo.svg" alt="Logo"/></header>' +
        '<main id="main"><h1 id="a&amp;b">H</h1><a href="/b?x=1&amp;y=2">B</a><abbr title="t">T</abbr>' +
        '<picture><source srcSet="/assets/p-400.avif 400w, /assets/p-800.avif 800w"/><img src="/assets/p.jpg" srcSet="/assets/p-400.jpg 400w" alt=" "/></picture>' +
        '<img src="/assets/q.png"/></main><footer><a href="#main">Top</a></footer></body></html>',
      { path: '/p', source: 'content/pages/p.md', exempt: false },
      targets,
    );
    expect(page.links).toEqual(['/scorecard', '/b?x=1&y=2', '#main']);
    expect(page.ids).toEqual(['main', 'a&b']);
    expect(page.imagesWithoutAlt).toEqual(['/assets/p.jpg', '/assets/q.png']);
    expect(page.images).toEqual([
      '/assets/logo.svg',
      '/assets/p.jpg',
      '/assets/q.png',
      '/assets/p-400.avif',
      '/assets/p-800.avif',
      '/assets/p-400.jpg',
    ]);
    expect(page).toMatchObject({ h1: 1, title: 'T & U', description: 'D "q"', hasCta: false });
    // Without <main>, the whole page is its main content.
    expect(
      pageFacts(`${html('').replace(/<\/?main>/g, '')}<a href="/scorecard">s</a>`, { path: '/q', source: 'q.md', exempt: false }, targets)
        .hasCta,
    ).toBe(true);
  });

  it('fails a missing title and a short description', () => {
    const errors = checkPages(
      [facts('/c', '<h1>C</h1><a href="https://trial.example.com/s">s</a>', '<meta name="description" content="Short."/>')],
      new Set(),
    );
    expect(errors.map((e) => e.code)).toEqual(['check-title', 'check-description']);
  });
});

describe('hrefLocator', () => {
  it('finds a link where the writer wrote it, inline or by reference, as a whole URL, a front-matter field and the body’s end, and nothing it cannot see', async () => {
    const file = join(await tempDir('site-locate-'), 'x.md');
    const text = ['---', 'title: X', '---', 'See [b](/beta-guide) and [c](/beta-guide#setup), [d][r].', '', '[r]: #later', ''];
    await writeFile(file, text.join('\n'));
    const locate = hrefLocator();
    expect(locate(file, '/beta-guide#setup')).toEqual({ line: 4, column: 30 });
    expect(locate(file, '/beta-guide')).toEqual({ line: 4, column: 9 });
    expect(locate(file, '#later')).toEqual({ line: 6, column: 6 });
    expect(locate(file, '#setup')).toBeUndefined();
    expect(locate(file, 'https://www.example.com/x')).toBeUndefined();
    expect(locate(join(file, '..', 'missing.md'), '/beta-guide')).toBeUndefined();
    // Page-level problems: a front-matter field's value, and the body's last line that is not blank.
    expect(locate.field(file, 'title')).toEqual({ line: 2, column: 8 });
    expect(locate.field(file, 'description')).toBeUndefined();
    expect(locate.field(file, 'r')).toBeUndefined(); // the body's [r]: is not front matter
    expect(locate.end(file)).toEqual({ line: 6, column: 1 });
    expect(locate.end(join(file, '..', 'site.yaml'))).toBeUndefined();
  });
});

describe('check rules in site build (fixtures)', () => {
  it.each([
    [
      'check-broken-anchor',
      'articles/alpha-guide.md:18:60  /alpha-guide: link "/beta-guide#measuring-followup": /beta-guide has no element with id "measuring-followup"; nearest: "measuring-follow-up"',
    ],
    [
      'check-long-title',
      'articles/alpha-guide.md:3:8  /alpha-guide: title is 115 characters ("Alpha guide to lead routing, assignment rules, queues, round robins and every other way leads wait | Keelson RevOps"); keep it between 10 and 90',
    ],
    ['check-short-description', 'articles/alpha-guide.md:5:14  /alpha-guide: meta description is 8 characters; keep it between 50 and 200'],
    ['check-no-cta', 'pages/plain.md:7:1  /plain: has no call to action leading to the scorecard, a briefing or the demo'],
  ])('%s fails the build naming the source file (and a broken link’s line and column)', async (fixture, expected) => {
    expect(await fixtureErrors(fixture)).toEqual([expected]);
  });

  it('fails pages over the page-weight budget, naming the page and the figure', async () => {
    const errors = await fixtureErrors('budget-exceeded');
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors)
      expect(error).toMatch(
        /^(articles|pages)\/[\w-]+\.md {2}\/[\w-]*: (JavaScript at load|HTML) is [\d.]+ kB gzip, over the budget of (0\.5|2\.5) kB$/,
      );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^articles\/alpha-guide\.md {2}\/alpha-guide: JavaScript at load is [\d.]+ kB gzip, over the budget of 0\.5 kB$/,
      ),
    );
  });

  it('site check fails a built article whose text does not end with its call to action', async () => {
    const root = await fixtureRoot();
    const out = join(await tempDir('site-check-out-'), 'out');
    await build({ contentDir: root, outDir: out, projectRoot, cache: false });
    expect((await checkOutDir(out, root)).errors).toEqual([]);
    // A page built by an older site, or edited by hand: a paragraph after the closing call to action.
    const page = join(out, 'alpha-guide', 'index.html');
    const html = await readFile(page, 'utf8');
    const end = html.indexOf('</aside>', html.lastIndexOf('<aside class="cta-block"')) + '</aside>'.length;
    await writeFile(page, `${html.slice(0, end)}<p>One more thought.</p>${html.slice(end)}`);
    const { errors } = await checkOutDir(out, root);
    expect(errors.map((e) => `${e.file.slice(root.length + 1)}  ${e.message}`)).toEqual([
      'articles/alpha-guide.md  /alpha-guide: the article does not end with a call to action',
    ]);
  });

  it('--no-check skips the checks', async () => {
    const { errors, writer } = await buildInMemory(await fixtureRoot('check-no-cta'), { check: false });
    expect(errors).toEqual([]);
    expect(writer.files.has('plain/index.html')).toBe(true);
  });
});

describe('page weight', () => {
  it('counts the JavaScript a page loads exactly as the module scripts and preloads it names', () => {
    const sizes = new Map([
      ['/assets/hydrate.js', 1000],
      ['/assets/a.js', 200],
      ['/assets/b.js', 30],
      ['/assets/lazy.js', 4],
    ]);
    const bundle = { islands: { Lazy: ['/assets/lazy.js'] } } as unknown as ClientBundle;
    const html = [
      '<head><script type="module" src="/assets/hydrate.js"></script>',
      '<link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/a.js">',
      '<link rel="modulepreload" href=""><link rel="modulepreload" href="/assets/b.js"></head>',
      '<body><p>&lt;script type="module" src="/assets/lazy.js"&gt;</p><script type="module" src="',
    ].join('');
    const weight = weighPage({ path: '/p', outputPath: 'p/index.html', html, islands: ['Lazy'] }, bundle, sizes);
    // The reference: what the regular expressions the scan replaced capture.
    const named = new Set([
      ...[...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
    ]);
    expect([...named].sort()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/hydrate.js']);
    expect(weight.initialJs).toBe(1230);
    expect(weight.totalJs).toBe(1234);
  });
});
