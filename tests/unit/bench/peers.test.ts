/**
 * The side-by-side benchmark's peer projects (scripts/bench/peers/) feed Eleventy and Hugo the
 * same articles as this generator's synthetic root: the same files, so the same titles and
 * Markdown bodies, and layouts that print the title, the body and an index of every article.
 * Nothing is installed or built here (no network, no timing).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleTitle } from '../../../scripts/bench/article.ts';
import { syntheticRoot } from '../../../scripts/bench/generate.ts';
import { eleventy } from '../../../scripts/bench/peers/eleventy.ts';
import { hugo } from '../../../scripts/bench/peers/hugo.ts';

let scratch: string;
let root: string;
const projects = () => ({ eleventy: join(scratch, 'eleventy'), hugo: join(scratch, 'hugo') });
const articleDirs = () => ({ eleventy: join(projects().eleventy, 'articles'), hugo: join(projects().hugo, 'content', 'articles') });

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'site-bench-peers-'));
  root = syntheticRoot(3, { source: join(process.cwd(), 'content'), benchDir: scratch });
  eleventy.writeProject(root, projects().eleventy);
  hugo.writeProject(root, projects().hugo);
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const markdownFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();

describe('peer projects of the side-by-side bench', () => {
  it('hold the content root’s three articles with the same titles and bodies', () => {
    const ours = markdownFiles(join(root, 'articles'));
    expect(ours).toEqual(['bench-article-00001.md', 'bench-article-00002.md', 'bench-article-00003.md']);
    for (const [peer, dir] of Object.entries(articleDirs())) {
      expect(markdownFiles(dir), peer).toEqual(ours);
      for (const [index, name] of ours.entries()) {
        const original = matter(readFileSync(join(root, 'articles', name), 'utf8'));
        const copy = matter(readFileSync(join(dir, name), 'utf8'));
        expect(copy.data.title, `${peer} ${name}`).toBe(articleTitle(index + 1));
        expect(copy.data.title).toBe(original.data.title);
        expect(copy.content, `${peer} ${name}`).toBe(original.content);
        expect(copy.content).toContain('## ');
      }
    }
  });

  it('give both peers the root’s header and footer links', () => {
    const navigation = parse(readFileSync(join(root, 'data', 'navigation.yaml'), 'utf8')) as unknown;
    expect(JSON.parse(readFileSync(join(projects().eleventy, '_data', 'navigation.json'), 'utf8'))).toEqual(navigation);
    expect(JSON.parse(readFileSync(join(projects().hugo, 'data', 'navigation.json'), 'utf8'))).toEqual(navigation);
  });

  it('have layouts that print the title and body of an article and list every article on the index', () => {
    const read = (project: string, path: string) => readFileSync(join(project, path), 'utf8');
    const { eleventy: e, hugo: h } = projects();
    expect(read(e, '_includes/article.njk')).toMatch(/<h1>\{\{ title \}\}<\/h1>[\s\S]*\{\{ content \| safe \}\}/);
    expect(read(e, 'index.njk')).toContain('{%- for article in collections.articles %}');
    expect(read(e, 'eleventy.config.mjs')).toContain('markdownTemplateEngine: false');
    expect(read(h, 'layouts/_default/single.html')).toMatch(/<h1>\{\{ \.Title \}\}<\/h1>[\s\S]*\{\{ \.Content \}\}/);
    expect(read(h, 'layouts/_default/list.html')).toContain('range sort .Site.RegularPages');
    for (const [project, base] of [
      [e, '_includes/base.njk'],
      [h, 'layouts/_default/baseof.html'],
    ] as const) {
      expect(read(project, base)).toMatch(/<header>[\s\S]*<main id="main">[\s\S]*<footer>/);
    }
  });
});
