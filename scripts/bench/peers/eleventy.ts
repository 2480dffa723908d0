/**
 * Eleventy as a peer: installed at an exact version into .bench/peers/eleventy (its own
 * package.json, `npm install --prefix`), building a project of Nunjucks layouts around the
 * synthetic root's article files. Markdown goes to Eleventy's markdown-it unchanged: no
 * template engine runs over it first (this generator does not template Markdown either).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyArticles, type Peer, readPageSet, type ReadyPeer, writeFiles } from './peer.ts';

/** The Eleventy version the bench installs (3.1.8 does not install from the registry reachable here). */
export const ELEVENTY_VERSION = '3.1.7';

/** Eleventy 3.1.7 with Nunjucks layouts. */
export const eleventy: Peer = {
  id: 'eleventy',
  prepare(peersDir, progress) {
    const dir = join(peersDir, 'eleventy');
    const problem = ensureEleventy(dir, progress);
    return problem ?? readyEleventy(dir);
  },
  writeProject(contentRoot, projectDir) {
    const { siteName, navigation, articleFiles } = readPageSet(contentRoot);
    copyArticles(contentRoot, articleFiles, join(projectDir, 'articles'));
    writeFiles(projectDir, {
      ...eleventyTemplates,
      '_data/site.json': `${JSON.stringify({ name: siteName })}\n`,
      '_data/navigation.json': `${JSON.stringify(navigation, null, 2)}\n`,
    });
  },
};

/**
 * Eleventy with the plainest layout (the page title, the article's body, and an index listing
 * every article): the floor a generator is held to when it does nothing but turn Markdown into
 * pages. It shares the installation of `eleventy`.
 */
export const eleventyPlain: Peer = {
  id: 'eleventy-plain',
  prepare(peersDir, progress) {
    const dir = join(peersDir, 'eleventy');
    const problem = ensureEleventy(dir, progress);
    return problem ?? { ...readyEleventy(dir), label: `Eleventy ${ELEVENTY_VERSION}, plain layout` };
  },
  writeProject(contentRoot, projectDir) {
    const { articleFiles } = readPageSet(contentRoot);
    copyArticles(contentRoot, articleFiles, join(projectDir, 'articles'));
    writeFiles(projectDir, { ...eleventyTemplates, ...plainTemplates });
  },
};

/** Install Eleventy into `dir` unless that exact version is there; returns why it failed, if it did. */
function ensureEleventy(dir: string, progress: (message: string) => void): string | undefined {
  const installed = join(dir, 'node_modules', '@11ty', 'eleventy', 'package.json');
  if (existsSync(installed) && (JSON.parse(readFileSync(installed, 'utf8')) as { version?: string }).version === ELEVENTY_VERSION) {
    return undefined;
  }
  mkdirSync(dir, { recursive: true });
  const manifest = { name: 'bench-peer-eleventy', private: true, dependencies: { '@11ty/eleventy': ELEVENTY_VERSION } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  progress(`installing @11ty/eleventy@${ELEVENTY_VERSION} into ${dir}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'], { encoding: 'utf8' });
  if (result.status === 0 && existsSync(installed)) return undefined;
  const why = (result.error?.message ?? `${result.stderr}${result.stdout}`).trim().split('\n').slice(-3).join(' | ');
  return `Eleventy: npm install of @11ty/eleventy@${ELEVENTY_VERSION} failed (${why})`;
}

function readyEleventy(dir: string): ReadyPeer {
  const cli = join(dir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
  return {
    label: `Eleventy ${ELEVENTY_VERSION}`,
    command: () => ({ command: process.execPath, args: [cli, '--config=eleventy.config.mjs'] }),
    coldPaths: (projectDir) => [join(projectDir, '_site'), join(projectDir, '.cache')],
    pagesBuilt: (output) => {
      const wrote = /Wrote (\d+) files?/.exec(output);
      return wrote ? Number(wrote[1]) : undefined;
    },
  };
}

/** The project's fixed files: config, layouts, the articles' folder data and the index page. */
export const eleventyTemplates: Readonly<Record<string, string>> = {
  'eleventy.config.mjs': `export default function (eleventyConfig) {
  eleventyConfig.addCollection('articles', (api) =>
    api.getFilteredByGlob('./articles/*.md').sort((a, b) => a.fileSlug.localeCompare(b.fileSlug)),
  );
  return {
    dir: { input: '.', includes: '_includes', data: '_data', output: '_site' },
    templateFormats: ['md', 'njk'],
    markdownTemplateEngine: false,
    htmlTemplateEngine: 'njk',
  };
}
`,
  'articles/articles.11tydata.mjs': `export default {
  layout: 'article.njk',
  eleventyComputed: { permalink: (data) => \`/\${data.page.fileSlug}/index.html\` },
};
`,
  '_includes/base.njk': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }} | {{ site.name }}</title>
</head>
<body>
<a href="#main">{{ navigation.skipLink }}</a>
<header>
<a href="/">{{ site.name }}</a>
<nav aria-label="{{ navigation.header.navLabel }}">
{%- for link in navigation.header.links %}
<a href="{{ link.href }}">{{ link.label }}</a>
{%- endfor %}
<a href="{{ navigation.header.demo.href }}">{{ navigation.header.demo.label }}</a>
</nav>
</header>
<main id="main">
{{ content | safe }}
</main>
<footer>
{%- for column in navigation.footer.columns %}
<section>
<h2>{{ column.title }}</h2>
<ul>
{%- for link in column.links %}
<li><a href="{{ link.href }}">{{ link.label }}</a></li>
{%- endfor %}
</ul>
</section>
{%- endfor %}
<p>© {{ site.name }}. {{ navigation.footer.rights }}</p>
</footer>
</body>
</html>
`,
  '_includes/article.njk': `---
layout: base.njk
---
<article>
<h1>{{ title }}</h1>
<p>{{ subtitle }}</p>
{{ content | safe }}
</article>
`,
  'index.njk': `---
layout: base.njk
title: Knowledge Hub
permalink: /index.html
---
<h1>{{ title }}</h1>
<ul>
{%- for article in collections.articles %}
<li><a href="{{ article.url }}">{{ article.data.title }}</a> <p>{{ article.data.description }}</p></li>
{%- endfor %}
</ul>
`,
};

/** The plain peer's layouts: a title and the body; the index lists every article by title. */
const plainTemplates: Readonly<Record<string, string>> = {
  '_includes/base.njk': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ title }}</title>
</head>
<body>
{{ content | safe }}
</body>
</html>
`,
  '_includes/article.njk': `---
layout: base.njk
---
<h1>{{ title }}</h1>
{{ content | safe }}
`,
  'index.njk': `---
layout: base.njk
title: Articles
permalink: /index.html
---
<h1>{{ title }}</h1>
<ul>
{%- for article in collections.articles %}
<li><a href="{{ article.url }}">{{ article.data.title }}</a></li>
{%- endfor %}
</ul>
`,
};
