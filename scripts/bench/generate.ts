/**
 * Synthetic content roots for the benchmark: this site's site.yaml, data files, assets and the
 * home, hub and 404 pages, plus N generated articles. A root is regenerated only when the
 * generator version or the copied inputs changed (a marker file records both).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { articleSlug, articleTitle, syntheticArticle } from './article.ts';

/** Bump when the generated text changes, so existing roots are rebuilt. */
export const GENERATOR_VERSION = 3;

/** Where the roots go and what they are made from. */
export interface GenerateOptions {
  /** The site's own content root (content/). */
  source: string;
  /** Folder holding the generated roots (.bench/). */
  benchDir: string;
}

/** The three pages copied from the site (every other page links to routes a synthetic root lacks). */
const copiedPages = ['index.md', 'articles.md', '404.md'];

/** Create (or reuse) the root with `count` articles; returns its path. */
export function syntheticRoot(count: number, { source, benchDir }: GenerateOptions): string {
  const root = join(benchDir, `articles-${count}`);
  const marker = join(root, '.generator.json');
  const stamp = JSON.stringify({ version: GENERATOR_VERSION, count, inputs: inputsHash(source) });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return root;

  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'articles'), { recursive: true });
  mkdirSync(join(root, 'pages'), { recursive: true });
  mkdirSync(join(root, 'data'), { recursive: true });
  cpSync(join(source, 'assets'), join(root, 'assets'), { recursive: true });

  const site = parseDocument(readFileSync(join(source, 'site.yaml'), 'utf8'));
  site.set('redirects', []); // their targets are articles of this site, not of the synthetic one
  // The hub lists every article, so its page grows with the root; that weight is deliberate here.
  site.setIn(['budgets', 'htmlKb'], 60 + count);
  writeFileSync(join(root, 'site.yaml'), site.toString());
  const categories = (site.getIn(['knowledgeHub', 'categories']) as { toJSON(): string[] }).toJSON();

  for (const name of readdirSync(join(source, 'data')).filter((f) => f.endsWith('.yaml') && f !== 'navigation.yaml')) {
    cpSync(join(source, 'data', name), join(root, 'data', name));
  }
  writeFileSync(join(root, 'data', 'navigation.yaml'), navigation(count));

  const routes = new Set(['/', '/articles', '/404', ...Array.from({ length: count }, (_, i) => `/${articleSlug(i + 1)}`)]);
  for (const name of copiedPages) {
    const text = readFileSync(join(source, 'pages', name), 'utf8');
    writeFileSync(join(root, 'pages', name), relink(text, routes, count).replace(/\b16 guides\b/g, `${count} guides`));
  }

  const covers = readdirSync(join(source, 'assets', 'covers'))
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .map((f) => `/assets/covers/${f}`);
  for (let id = 1; id <= count; id++) {
    writeFileSync(join(root, 'articles', `${articleSlug(id)}.md`), syntheticArticle({ id, total: count, categories, covers }));
  }
  writeFileSync(marker, stamp);
  return root;
}

/** A fresh copy of the site's own content root (so the bench never edits content/). */
export function siteSnapshot({ source, benchDir }: GenerateOptions): string {
  const root = join(benchDir, 'site');
  rmSync(root, { recursive: true, force: true });
  cpSync(source, root, { recursive: true });
  return root;
}

/** Header and footer links that all lead to routes of the synthetic root. */
function navigation(count: number): string {
  const guides = [1, 2, 3].filter((id) => id <= count).map((id) => ({ label: articleTitle(id), href: `/${articleSlug(id)}` }));
  return stringify(
    {
      skipLink: 'Skip to content',
      header: {
        navLabel: 'Main',
        menuLabel: 'Menu',
        links: [{ label: 'Knowledge Hub', href: '/articles' }, ...guides.slice(0, 1)],
        demo: { label: 'Get a Demo', href: 'links.demo' },
      },
      footer: {
        contactTitle: 'Contact',
        privacyLabel: 'Privacy Policy',
        termsLabel: 'Terms of Service',
        rights: 'All rights reserved.',
        columns: [
          {
            title: 'Explore',
            links: [
              { label: 'Home', href: '/' },
              { label: 'Knowledge Hub', href: '/articles' },
            ],
          },
          { title: 'Popular guides', links: guides },
        ],
      },
    },
    { aliasDuplicateObjects: false },
  );
}

/** Point internal links (`href: /x`, `](/x)`) to routes the root lacks at generated articles instead. */
function relink(text: string, routes: ReadonlySet<string>, count: number): string {
  let next = 0;
  const replace = (path: string) =>
    routes.has(path) || path.startsWith('/assets/') ? path : `/${articleSlug((next++ % Math.min(count, 3)) + 1)}`;
  return text
    .replace(/(href:\s*)(\/[^\s#?"']*)/g, (_, key: string, path: string) => key + replace(path))
    .replace(/(\]\()(\/[^\s#?)]*)/g, (_, open: string, path: string) => open + replace(path));
}

/** Hash of everything a synthetic root copies from the site. */
function inputsHash(source: string): string {
  const hash = createHash('sha256');
  const files = [
    join(source, 'site.yaml'),
    ...readdirSync(join(source, 'data'))
      .sort()
      .map((f) => join(source, 'data', f)),
    ...copiedPages.map((f) => join(source, 'pages', f)),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  for (const file of readdirSync(join(source, 'assets'), { recursive: true, encoding: 'utf8' }).sort()) {
    hash.update(`${file}:${statSync(join(source, 'assets', file)).size}`);
  }
  return hash.digest('hex').slice(0, 16);
}
