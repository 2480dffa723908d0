/** `site check`: the output checks over an already built out/ folder. */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { type CheckCounts, checkPages, countChecks } from './page-checks.ts';
import { callToActionTargets, pageFacts, type PageFacts } from './page-facts.ts';
import { loadConfig } from '../content/config.ts';
import type { ContentErrorData } from '../content/errors.ts';

/** Check every page of `outDir`; errors name the content file each page came from when it can be found. `counts` says what was checked. */
export async function checkOutDir(outDir: string, contentDir: string): Promise<{ errors: ContentErrorData[]; counts: CheckCounts }> {
  const { config, errors } = await loadConfig({ contentDir });
  if (!config) return { errors, counts: { pages: -1, links: 0, anchors: 0, images: 0 } };
  const root = resolve(outDir);
  const files = (await readdir(root, { recursive: true })).map((f) => f.split(sep).join('/'));
  const targets = callToActionTargets(config);
  const facts: PageFacts[] = [];
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = await readFile(join(root, file), 'utf8');
    if (/<meta http-equiv="refresh"/.test(html)) continue; // redirect pages
    const path = file === 'index.html' ? '/' : file === '404.html' ? '/404' : `/${file.replace(/\/index\.html$/, '')}`;
    const source = sourceOf(contentDir, path);
    const article = source?.startsWith(join(contentDir, 'articles')) ?? false;
    facts.push(pageFacts(html, { path, source: source ?? join(outDir, file), exempt: path === '/404', article }, targets));
  }
  return { errors: checkPages(facts, new Set(files)), counts: countChecks(facts) };
}

function sourceOf(contentDir: string, path: string): string | undefined {
  const slug = path === '/' ? 'index' : path.slice(1);
  return [join(contentDir, 'articles', `${slug}.md`), join(contentDir, 'pages', `${slug}.md`)].find((f) => existsSync(f));
}
