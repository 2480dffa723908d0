/** `site new article <slug>`: a skeleton that fails validation, field by field, until the writer fills it in. */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { newArticle } from '../../../cli/commands/new-article.ts';
import { buildInMemory, cleanFixtures, fixtureRoot, projectRoot } from '../../helpers/fixtures.ts';

const execFileAsync = promisify(execFile);

afterAll(cleanFixtures);

describe('site new article', () => {
  it('writes the next free id and today as published, with every other field empty', async () => {
    const root = await fixtureRoot();
    const written = await newArticle('lead-scoring', { contentDir: root, today: new Date(2026, 2, 1) });
    expect(written).toEqual({ file: join(root, 'articles', 'lead-scoring.md'), id: 3, published: '2026-03-01' });
    const text = readFileSync(written.file, 'utf8');
    expect(text).toMatch(/^---\nid: 3 +# the next free id/);
    expect(text).toMatch(/\npublished: 2026-03-01 +# the day it goes out/);
    // Every comment starts in the same column.
    const columns = new Set(text.split('\n').flatMap((line) => (line.includes('#') ? [line.indexOf(' #')] : [])));
    expect(columns).toEqual(new Set([27]));
    expect(text).toContain('category: ""                # one of: Data Strategy, Marketing Strategy, Lead Management,');
  });

  it('fails validation with a message for each field to fill in, at its line and column', async () => {
    const root = await fixtureRoot();
    await newArticle('lead-scoring', { contentDir: root, today: new Date(2026, 2, 1) });
    const { errors } = await buildInMemory(root);
    const mine = errors
      .filter((e) => e.file.endsWith('lead-scoring.md'))
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
      .map((e) => `${e.line}:${e.column}  ${e.message}`);
    expect(mine).toEqual([
      '4:8  title must not be empty',
      '5:11  subtitle must not be empty',
      '6:14  description must not be empty',
      expect.stringMatching(/^7:11 {2}category "" is not one of: Data Strategy, /),
      '8:11  readTime must not be empty',
      '9:9  author must not be empty',
      '10:8  image must not be empty',
      '11:11  imageAlt must not be empty',
      '13:7  tags needs at least 1 item, found 0',
    ]);
    // Every one says what to do.
    expect(errors.filter((e) => e.file.endsWith('lead-scoring.md') && !e.hint?.trim())).toEqual([]);
    expect(errors.find((e) => e.message.startsWith('tags needs'))?.hint).toBe(
      'List at least 1 item under tags:, one per line starting with "- ".',
    );
  });

  it('with the fields filled in, the empty text is the error left', async () => {
    const root = await fixtureRoot();
    const { file } = await newArticle('lead-scoring', { contentDir: root, today: new Date(2026, 2, 1) });
    const filled = readFileSync(file, 'utf8')
      .replace(/^(title|subtitle|author|readTime): ""/gm, '$1: A written value')
      .replace('description: ""', 'description: A description that says what the article covers.')
      .replace('category: ""', 'category: Lead Management')
      .replace('image: ""', 'image: /assets/covers/cover.svg')
      .replace('imageAlt: ""', 'imageAlt: A blue circle')
      .replace('tags: []', 'tags: [Scoring]');
    writeFileSync(file, filled);
    const { errors } = await buildInMemory(root);
    expect(errors.filter((e) => e.file === file).map((e) => `${e.line}:${e.column}  ${e.message}`)).toEqual([
      '15:1  the article has no text yet; write it, ending with a call to action',
    ]);
  });

  it('refuses an existing slug (article or page) and an invalid one, writing nothing', async () => {
    const root = await fixtureRoot();
    await expect(newArticle('alpha-guide', { contentDir: root })).rejects.toThrow(
      `${join(root, 'articles', 'alpha-guide.md')} already exists: /alpha-guide is taken; choose another slug`,
    );
    await expect(newArticle('Articles', { contentDir: root })).rejects.toThrow(/is not a valid slug/);
    await expect(newArticle('articles', { contentDir: root })).rejects.toThrow(
      `${join(root, 'pages', 'articles.md')} already exists: /articles is taken`,
    );
    for (const slug of ['', 'a b', '-x', 'x--y', '../x', 'x.md'])
      await expect(newArticle(slug, { contentDir: root })).rejects.toMatchObject({ exitCode: 2 });
    expect(existsSync(join(root, 'articles', 'x.md'))).toBe(false);
  });

  it('refuses a slug over 80 characters as a usage error, before touching the file system', async () => {
    const root = await fixtureRoot();
    const slug = 'a'.repeat(300);
    await expect(newArticle(slug, { contentDir: root })).rejects.toMatchObject({
      exitCode: 2,
      message: 'the slug is 300 characters long; use at most 80 (a few words joined by -, for example lead-scoring-basics)',
    });
    const longest = 'a'.repeat(80);
    expect((await newArticle(longest, { contentDir: root })).file).toBe(join(root, 'articles', `${longest}.md`));
  });

  it('shows control characters of an invalid slug as escapes', async () => {
    const root = await fixtureRoot();
    await expect(newArticle('x\u001b]0;PWNED\u0007\u202e', { contentDir: root })).rejects.toThrow(
      '"x\\x1b]0;PWNED\\x07\\u202e" is not a valid slug',
    );
  });

  it('site new article <300-character slug> exits 2 with one line starting site:', async () => {
    const root = await fixtureRoot();
    const run = await execFileAsync('node', [join(projectRoot, 'bin', 'site.js'), 'new', 'article', 'a'.repeat(300), '--content', root], {
      cwd: projectRoot,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'site: the slug is 300 characters long; use at most 80 (a few words joined by -, for example lead-scoring-basics)\n',
    );
  });
});
