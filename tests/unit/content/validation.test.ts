/** Every validation rule: a fixture that breaks it, and the exact message and location. */
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInMemory, cleanFixtures, editFile, fixtureErrors, fixtureRoot } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const cases: [fixture: string, expected: string[]][] = [
  [
    'invalid-category',
    [
      'articles/alpha-guide.md:6:11  category "Lead Mgmt" is not one of: Data Strategy, Marketing Strategy, Lead Management, Sales Operations, AI & Marketing, Sales Enablement, Case Study, ROI Strategy; did you mean "Lead Management"?',
    ],
  ],
  ['featured-not-boolean', ['articles/alpha-guide.md:11:11  featured must be a boolean (true or false), found string "yes"']],
  ['too-few-featured', ['articles/beta-guide.md:11:11  1 article is featured but the Featured Articles block shows two']],
  ['duplicate-id', ['articles/beta-guide.md:2:5  id 1 is already used by alpha-guide.md:2:5']],
  [
    'unknown-field',
    [
      'articles/alpha-guide.md:2:1  required field "subtitle" is missing (expected text)',
      'articles/alpha-guide.md:4:1  unknown field "subtitel" (did you mean "subtitle"?)',
    ],
  ],
  ['missing-field', ['articles/alpha-guide.md:2:1  required field "description" is missing (expected text)']],
  ['empty-field', ['articles/alpha-guide.md:3:8  title must not be empty']],
  ['unknown-route', ['articles/alpha-guide.md:18:47  link "/beta-guides" is not a route this build writes (did you mean "/beta-guide"?)']],
  [
    'unknown-link-key',
    [
      'articles/beta-guide.md:24:1  directive "cta-inline" attribute href "links.scorecards" is not a configured link; known: links.demo, links.scorecard, links.briefing, links.webinar, links.privacy, links.handoffGuidePdf',
    ],
  ],
  ['missing-image', ['articles/alpha-guide.md:9:8  image "/assets/covers/missing.svg" does not exist']],
  [
    'image-typo',
    [
      'articles/alpha-guide.md:18:1  image "/assets/cover/cover.svg" does not exist (did you mean "/assets/covers/cover.svg"?)',
      'articles/alpha-guide.md:9:8  image "/assets/covers/covr.svg" does not exist (did you mean "/assets/covers/cover.svg"?)',
    ],
  ],
  ['check-cta-not-last', ['articles/alpha-guide.md:26:1  the article ends with a paragraph, not with a call to action']],
  ['page-field-in-article', ['articles/alpha-guide.md:12:1  unknown field "trustLine"']],
  [
    'yaml-syntax',
    ['articles/alpha-guide.md:13:7  YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]'],
  ],
  [
    'unknown-directive',
    [
      expect.stringMatching(
        /^articles\/alpha-guide\.md:20:1 {2}unknown directive "promotion"; known directives: cta, cta-inline, promo,/,
      ) as unknown as string,
    ],
  ],
  ['directive-missing-attribute', ['articles/alpha-guide.md:22:1  directive "cta" needs the attribute button="…"']],
  ['raw-html', ['articles/beta-guide.md:18:1  raw HTML is not allowed in Markdown: "<div class=\\"x\\">Stamp</div>"']],
  ['record-missing', ['articles/beta-guide.md:24:1  directive "plays" renders the front-matter records "plays", but this page has none']],
  [
    'config-unknown-key',
    [
      'site.yaml:5:1  required field "tagline" is missing (expected text)',
      'site.yaml:8:1  unknown field "taglne" (did you mean "tagline"?)',
    ],
  ],
  [
    'date-invalid',
    [
      'articles/alpha-guide.md:13:12  published "2026-02-30" is not a day written YYYY-MM-DD',
      'articles/beta-guide.md:14:10  updated "2026-2-20" is not a day written YYYY-MM-DD',
    ],
  ],
  ['date-missing', ['articles/alpha-guide.md:2:1  required field "published" is missing (expected a day written YYYY-MM-DD)']],
  ['date-order', ['articles/beta-guide.md:14:10  updated 2026-01-20 is before published 2026-02-03']],
  [
    'date-in-future',
    [
      "articles/alpha-guide.md:13:12  published 2026-03-02 is in the future: it is at most 2026-03-01 anywhere on Earth at the build's clock",
      "pages/index.md:5:10  updated 2026-12-01 is in the future: it is at most 2026-03-01 anywhere on Earth at the build's clock",
    ],
  ],
  [
    'link-to-draft',
    ['articles/alpha-guide.md:18:126  link "/gamma-guide" leads to the draft articles/gamma-guide.md, which site build leaves out'],
  ],
  ['service-role-key', ['site.yaml:39:12  supabase.anonKey is a service_role key; it would give every visitor full database access']],
  [
    'secret-key',
    ['site.yaml:39:12  supabase.anonKey holds a Supabase secret key (sb_secret_…); it would give every visitor full database access'],
  ],
  [
    'not-a-public-key',
    [
      'site.yaml:39:12  supabase.anonKey is not a Supabase public key: neither an anon JWT (role "anon") nor a publishable key (sb_publishable_…)',
    ],
  ],
  [
    'secret-in-url',
    [
      'site.yaml:34:18  endpoints.trackingPixel holds a Supabase secret key (sb_secret_…); it would give every visitor full database access',
    ],
  ],
];

describe('content validation', () => {
  it('builds the basic fixture without errors', async () => {
    expect(await fixtureErrors('basic-site')).toEqual([]);
  });

  it.each(cases)('%s: reports the exact problem at file:line:column', async (fixture, expected) => {
    expect(await fixtureErrors(fixture)).toEqual(expected);
  });

  it('reports every error of a build, not only the first', async () => {
    const { fixtureRoot, buildInMemory } = await import('../../helpers/fixtures.ts');
    const { cp } = await import('node:fs/promises');
    const root = await fixtureRoot('invalid-category');
    await cp('tests/fixtures/raw-html/articles/beta-guide.md', `${root}/articles/beta-guide.md`);
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => e.code).sort()).toEqual(['field-not-one-of', 'raw-html']);
  });

  it('the allowed-fields hint of an article lists the article fields, not the page-only ones', async () => {
    const { errors } = await buildInMemory(await fixtureRoot('page-field-in-article'));
    const hint = errors.find((e) => e.code === 'field-unknown')?.hint ?? '';
    expect(hint).toMatch(
      /^Allowed fields here: title, description, layout, hero, heroTheme, closing, noindex, published, updated, draft, id, subtitle, category, /,
    );
    expect(hint).toContain('. Records a directive places in the text (docs/writing.md): stats, jumpMenu, plays,');
    for (const pageOnly of ['trustLine', 'hub', 'formCard', 'featuredGuides']) expect(hint).not.toContain(pageOnly);
  });

  it('says why knowledgeHub.articleCount went, instead of calling it unknown', async () => {
    const root = await fixtureRoot();
    await editFile(root, 'site.yaml', 'knowledgeHub:\n', 'knowledgeHub:\n  articleCount: 2\n');
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => [`${e.file.slice(root.length + 1)}:${e.line}:${e.column}  ${e.message}`, e.hint])).toEqual([
      [
        'site.yaml:45:3  knowledgeHub.articleCount is no longer used: the Knowledge Hub counts its articles itself (one per file under articles/)',
        'Remove knowledgeHub.articleCount.',
      ],
    ]);
  });

  it('an empty value offers leaving out only what is optional: the field, or the block holding it', async () => {
    const root = await fixtureRoot('empty-field');
    await editFile(root, 'pages/index.md', 'hero:\n  headline: Fixture home\n', 'hero:\n  eyebrow: ""\n  headline: ""\n');
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => [`${e.file.slice(root.length + 1)}:${e.line}:${e.column}  ${e.message}`, e.hint])).toEqual([
      ['articles/alpha-guide.md:3:8  title must not be empty', 'Write a value for title; it is required here.'],
      [
        'pages/index.md:6:12  hero.eyebrow must not be empty',
        'Write a value for hero.eyebrow, or leave out the field if it is not needed.',
      ],
      [
        'pages/index.md:7:13  hero.headline must not be empty',
        'Write a value for hero.headline, or leave out the hero block if it is not needed.',
      ],
    ]);
  });

  it('reports a file’s problems in the order of its lines', async () => {
    const root = await fixtureRoot();
    // The schema lists description (a field every page has) before subtitle (an article's own).
    await editFile(root, 'articles/alpha-guide.md', 'subtitle: How assignment rules decide who calls first', 'subtitle: ""');
    await editFile(root, 'articles/alpha-guide.md', 'featured: true', 'featured: "yes"');
    await editFile(root, 'articles/alpha-guide.md', 'description: Assignment rules,', 'description: ""\nx: Assignment rules,');
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => `${e.line}:${e.column}  ${e.message}`)).toEqual([
      '4:11  subtitle must not be empty',
      '5:14  description must not be empty',
      '6:1  unknown field "x"',
      '12:11  featured must be a boolean (true or false), found string "yes"',
    ]);
  });

  it('a missing image names the nearest existing files', async () => {
    const { errors } = await buildInMemory(await fixtureRoot('missing-image'));
    expect(errors.map((e) => e.hint)).toEqual([
      'The nearest existing files: /assets/covers/cover.svg, /assets/logo-light.svg, /assets/logo.svg.',
    ]);
  });

  it('a duplicate id is reported on the newer file, naming the older one, with the next free id', async () => {
    const root = await fixtureRoot('duplicate-id');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(root, 'articles', 'beta-guide.md'), hourAgo, hourAgo); // alpha-guide is now the newer file
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => [e.file.slice(root.length + 1), e.line, e.column, e.message, e.hint])).toEqual([
      [
        'articles/alpha-guide.md',
        2,
        5,
        'id 1 is already used by beta-guide.md:2:5',
        'Every Knowledge Hub article needs its own id (the hub orders articles by id); the next free one is 2.',
      ],
    ]);
  });
});
