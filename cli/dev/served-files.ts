/**
 * The writer of `site dev`: the engine writes into it as into out/, and the server answers from
 * its files. A run's files are staged and swapped in at commit(), so a failed run (aborted) leaves
 * the last good files served; a page the last run served with the same content hash is kept
 * without being read or written again. Pages are held as text (the server adds its reload script).
 */
import { contentHash } from '../cache/hash.ts';
import type { Writer } from '../output/write.ts';
import { htmlText } from '../render/html-text.ts';

/** A file the dev server serves from memory. */
export type ServedFile = string | Uint8Array;

/** The served files, and what the last commit changed. */
export type ServedFiles = Writer & {
  keep: NonNullable<Writer['keep']>;
  /** Files by output path (index.html, data-strategy/index.html, assets/…); the same map for the whole session. */
  files: Map<string, ServedFile>;
  /** The paths the last commit added, changed or removed. */
  changed(): string[];
};

/** An empty set of served files. */
export function servedFiles(): ServedFiles {
  const files = new Map<string, ServedFile>();
  const hashes = new Map<string, string>();
  let staged = new Map<string, { contents: ServedFile; hash: string }>();
  let changed: string[] = [];
  return {
    files,
    changed: () => changed,
    async write(path, contents, hash) {
      const served = path.endsWith('.html') ? htmlText(contents) : contents;
      staged.set(path, { contents: served, hash: hash ?? hashOfContents(contents) });
    },
    keep(path, hash) {
      const contents = files.get(path);
      if (contents === undefined || hashes.get(path) !== hash) return false;
      staged.set(path, { contents, hash });
      return true;
    },
    async commit() {
      changed = [...staged].filter(([path, { hash }]) => hashes.get(path) !== hash).map(([path]) => path);
      for (const path of files.keys()) if (!staged.has(path)) changed.push(path);
      files.clear();
      hashes.clear();
      for (const [path, { contents, hash }] of staged) {
        files.set(path, contents);
        hashes.set(path, hash);
      }
      staged = new Map();
    },
    async abort() {
      staged = new Map();
    },
  };
}

/**
 * The content hash of a file's contents; contents written again as the same object (a bundle or
 * asset file kept from the last run, a sitemap or feed not made again) are hashed once.
 */
function hashOfContents(contents: ServedFile): string {
  const known = typeof contents === 'string' ? textHashes.get(contents) : byteHashes.get(contents);
  if (known !== undefined) return known;
  const hash = contentHash(contents);
  if (typeof contents === 'string') {
    // Texts are no WeakMap keys: the map keeps the last few, enough for every text file of a run.
    if (textHashes.size >= KEPT_TEXTS) textHashes.delete(textHashes.keys().next().value!);
    textHashes.set(contents, hash);
  } else byteHashes.set(contents, hash);
  return hash;
}

const byteHashes = new WeakMap<Uint8Array, string>();
const textHashes = new Map<string, string>();
/** Text files (not pages) a run writes: the marker, _redirects, _headers, sitemap, robots, feed, and room to spare. */
const KEPT_TEXTS = 32;
