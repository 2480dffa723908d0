/**
 * Hugo as a peer: whichever `hugo` is on the PATH (never installed by the bench), building a
 * project of baseof/single/list templates around the synthetic root's article files, fed to
 * goldmark unchanged. Only the pages Eleventy builds too: articles and the home page listing
 * them (no section, taxonomy, RSS, sitemap, robots.txt or 404 pages).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { copyArticles, type Peer, readPageSet, type ReadyPeer, writeFiles } from './peer.ts';

/** What to do when `hugo` is missing. */
export const HUGO_MISSING =
  'Hugo: `hugo` is not on the PATH; install it (Debian/Ubuntu: `apt-get update && apt-get install -y hugo`) and rerun. Skipped.';

/** Hugo from the PATH with Go templates. */
export const hugo: Peer = {
  id: 'hugo',
  prepare() {
    const probe = spawnSync('hugo', ['version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) return HUGO_MISSING;
    return readyHugo(/v(\d+\.\d+(?:\.\d+)?)/.exec(probe.stdout)?.[1] ?? 'unknown version');
  },
  writeProject(contentRoot, projectDir) {
    const { siteName, navigation, articleFiles } = readPageSet(contentRoot);
    copyArticles(contentRoot, articleFiles, join(projectDir, 'content', 'articles'));
    writeFiles(projectDir, {
      ...hugoTemplates,
      'hugo.toml': hugoConfig(siteName),
      'content/_index.md': '---\ntitle: Knowledge Hub\n---\n',
      'data/navigation.json': `${JSON.stringify(navigation, null, 2)}\n`,
    });
  },
};

function readyHugo(version: string): ReadyPeer {
  return {
    label: `Hugo ${version}`,
    command: (projectDir) => ({
      command: 'hugo',
      args: ['--source', projectDir, '--config', 'hugo.toml', '--destination', 'public', '--cacheDir', join(projectDir, '.hugo-cache')],
    }),
    coldPaths: (projectDir) => ['public', 'resources', '.hugo-cache', '.hugo_build.lock'].map((name) => join(projectDir, name)),
    pagesBuilt: (output) => {
      const pages = /^\s*Pages\s*[│|]\s*(\d+)/m.exec(output);
      return pages ? Number(pages[1]) : undefined;
    },
  };
}

/** The site configuration: article URLs like this generator's (/<file name>/), extra page kinds off. */
function hugoConfig(siteName: string): string {
  return `baseURL = "https://learn.example.com/"
title = ${JSON.stringify(siteName)}
languageCode = "en"
disableKinds = ["section", "taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]

[permalinks]
  articles = "/:filename/"
`;
}

/** The layouts: baseof (header, footer), single (an article), list (the home page listing every article). */
export const hugoTemplates: Readonly<Record<string, string>> = {
  'layouts/_default/baseof.html': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} | {{ .Site.Title }}</title>
</head>
<body>
{{- $nav := .Site.Data.navigation }}
<a href="#main">{{ $nav.skipLink }}</a>
<header>
<a href="/">{{ .Site.Title }}</a>
<nav aria-label="{{ $nav.header.navLabel }}">
{{- range $nav.header.links }}
<a href="{{ .href }}">{{ .label }}</a>
{{- end }}
<a href="{{ $nav.header.demo.href }}">{{ $nav.header.demo.label }}</a>
</nav>
</header>
<main id="main">
{{ block "main" . }}{{ end }}
</main>
<footer>
{{- range $nav.footer.columns }}
<section>
<h2>{{ .title }}</h2>
<ul>
{{- range .links }}
<li><a href="{{ .href }}">{{ .label }}</a></li>
{{- end }}
</ul>
</section>
{{- end }}
<p>© {{ .Site.Title }}. {{ $nav.footer.rights }}</p>
</footer>
</body>
</html>
`,
  'layouts/_default/single.html': `{{ define "main" }}
<article>
<h1>{{ .Title }}</h1>
<p>{{ .Params.subtitle }}</p>
{{ .Content }}
</article>
{{ end }}
`,
  'layouts/_default/list.html': `{{ define "main" }}
<h1>{{ .Title }}</h1>
<ul>
{{- range sort .Site.RegularPages "File.BaseFileName" }}
<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <p>{{ .Description }}</p></li>
{{- end }}
</ul>
{{ end }}
`,
};
