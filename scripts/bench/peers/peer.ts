/**
 * What a peer generator (Eleventy, Hugo) needs to render the same pages as this generator, and
 * the shape every peer module exports. A peer project holds the synthetic root's article files
 * byte for byte, its site name and its header/footer links; the templates add the rest.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

/** A peer found or installed on this machine, ready to build a project. */
export interface ReadyPeer {
  /** Name and version as the table shows it, e.g. "Eleventy 3.1.7". */
  label: string;
  /** The command of one build of `projectDir`. */
  command(projectDir: string): { command: string; args: string[] };
  /** What a cold run starts without: output and caches inside `projectDir`. */
  coldPaths(projectDir: string): string[];
  /** Pages the build reports writing, read from its output. */
  pagesBuilt(output: string): number | undefined;
}

/** A peer generator of the side-by-side benchmark. */
export interface Peer {
  /** Name used by `--vs` and for its folder under .bench/peers/. */
  id: string;
  /** Install or find the peer; a string says why it is unavailable (and how to get it). */
  prepare(peersDir: string, progress: (message: string) => void): ReadyPeer | string;
  /** Write the peer's project for a synthetic content root into `projectDir` (replacing the articles). */
  writeProject(contentRoot: string, projectDir: string): void;
}

/** What both peers render, read from a synthetic content root. */
export interface PageSet {
  siteName: string;
  /** data/navigation.yaml as plain data (header links, footer columns). */
  navigation: unknown;
  /** Article file names (sorted), in contentRoot/articles/. */
  articleFiles: string[];
}

/** Read the site name, navigation and article list of a synthetic root. */
export function readPageSet(contentRoot: string): PageSet {
  const site = parse(readFileSync(join(contentRoot, 'site.yaml'), 'utf8')) as { name?: string };
  return {
    siteName: site.name ?? 'Site',
    navigation: parse(readFileSync(join(contentRoot, 'data', 'navigation.yaml'), 'utf8')) as unknown,
    articleFiles: readdirSync(join(contentRoot, 'articles'))
      .filter((name) => name.endsWith('.md'))
      .sort(),
  };
}

/** Copy the article files unchanged into `targetDir`, a folder that holds nothing else (emptied first). */
export function copyArticles(contentRoot: string, articleFiles: readonly string[], targetDir: string): void {
  rmSync(targetDir, { recursive: true, force: true });
  mkdirSync(targetDir, { recursive: true });
  for (const name of articleFiles) cpSync(join(contentRoot, 'articles', name), join(targetDir, name));
}

/** Write text files below `root` (creating their folders). */
export function writeFiles(root: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}
