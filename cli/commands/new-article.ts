/**
 * `site new article <slug>`: start a Knowledge Hub article. The file gets the next free id,
 * today's date as `published`, and every other required field present but empty, so the build
 * names each one (file:line:column) until the writer has filled it in; no placeholder prose can
 * reach a page. The comments beside the fields say what each wants.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../content/config.ts';
import { UsageError } from '../shell/user-error.ts';
import { visibleText } from '../shell/visible-text.ts';

/** Options of newArticle. */
export interface NewArticleOptions {
  contentDir: string;
  /** The `published` date (default: today, local time). */
  today?: Date;
}

/** What newArticle wrote. */
export interface NewArticle {
  file: string;
  id: number;
  published: string;
}

/** A slug is the route's last segment: lowercase letters and digits, words joined by - or _. */
export const slugPattern = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Longest slug: a route someone can read, type and share (and far below any file-name limit). */
export const MAX_SLUG_LENGTH = 80;

/** Write content/articles/<slug>.md; throws UsageError (exit 2) for an invalid, over-long or taken slug. */
export async function newArticle(slug: string, options: NewArticleOptions): Promise<NewArticle> {
  if (slug.length > MAX_SLUG_LENGTH)
    throw new UsageError(
      `the slug is ${slug.length} characters long; use at most ${MAX_SLUG_LENGTH} (a few words joined by -, for example lead-scoring-basics)`,
    );
  if (!slugPattern.test(slug))
    throw new UsageError(
      `"${visibleText(slug)}" is not a valid slug: use lowercase letters and digits, words joined by - or _ (for example lead-scoring-basics)`,
    );
  const articles = join(options.contentDir, 'articles');
  // Routes compare case-insensitively (content/routes.ts), so Lead-Scoring.md takes lead-scoring too.
  const taken = [articles, join(options.contentDir, 'pages')].find((dir) =>
    markdownFiles(dir).some((name) => name.toLowerCase() === `${slug}.md`),
  );
  if (taken) throw new UsageError(`${join(taken, `${slug}.md`)} already exists: /${slug} is taken; choose another slug`);
  const { config } = await loadConfig({ contentDir: options.contentDir });
  const id = nextFreeId(articles);
  const published = isoDate(options.today ?? new Date());
  const file = join(articles, `${slug}.md`);
  mkdirSync(articles, { recursive: true });
  writeFileSync(file, skeleton({ id, published, categories: config?.knowledgeHub.categories ?? [] }), { flag: 'wx' });
  return { file, id, published };
}

/** The front matter of a new article: required fields empty, with what each wants beside it. */
export function skeleton({ id, published, categories }: { id: number; published: string; categories: readonly string[] }): string {
  const categoryHint = categories.length > 0 ? `one of: ${categories.join(', ')}` : 'one of knowledgeHub.categories in site.yaml';
  return [
    '---',
    `${`id: ${id}`.padEnd(28)}# the next free id; the hub orders articles by it`,
    `${`published: ${published}`.padEnd(28)}# the day it goes out: change it if that is not today`,
    'title: ""                   # the page heading and the card title',
    'subtitle: ""                # one line under the title',
    'description: ""             # the card text and meta description: one or two sentences, at most 200 characters',
    `category: ""                # ${categoryHint}`,
    'readTime: ""                # for example: 7 min read',
    'author: ""                  # name, role',
    'image: ""                   # a cover under content/assets/, for example /assets/covers/<slug>.svg',
    'imageAlt: ""                # what the cover shows, for screen readers',
    'featured: false             # true shows it in the hub’s Featured Articles',
    'tags: []                    # for example [Lead Scoring, Salesforce Reports]; cards show the first two',
    '---',
    '',
  ].join('\n');
}

/** One more than the highest id among the articles (1 for the first). */
export function nextFreeId(articlesDir: string): number {
  let highest = 0;
  for (const name of markdownFiles(articlesDir)) {
    const text = readFileSync(join(articlesDir, name), 'utf8');
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
    const id = Number(/^id:\s*(\d+)\s*(?:#.*)?$/m.exec(frontMatter)?.[1] ?? 0);
    highest = Math.max(highest, id);
  }
  return highest + 1;
}

/** YYYY-MM-DD of a date in local time (the writer's today). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Markdown file names of a folder (none when it does not exist). */
function markdownFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
}
