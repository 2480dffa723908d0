/**
 * The image cache: each encoded variant of a content image (one width in one format) keyed by
 * its key record (the encoder's code identity, the source's content hash, the width, the format
 * and its quality). The bytes live in a sidecar file beside the entry and are vetted by their
 * hash when read, so a warm build reads bytes and encodes nothing; a damaged entry is encoded
 * again, never served.
 */
import { readFileSync } from 'node:fs';
import { contentHash } from './hash.ts';
import { diskStore, entryFile, type KeyRecord, writeEntry } from './store.ts';

/** One encoded image. */
export interface EncodedImage {
  width: number;
  height: number;
  bytes: Buffer;
}

/** What shapes an encoded image. */
export interface ImageKeyInputs {
  /** The encoder's code identity (cache/code-identity.ts IMAGE_CODE_SOURCES). */
  code: string;
  /** Content hash of the source file. */
  source: string;
  width: number;
  format: string;
  quality: number;
}

/** Encoded images by key. */
export interface ImageCache {
  get(key: string): EncodedImage | undefined;
  set(key: string, image: EncodedImage): void;
  /** Keep the entries `scope` (a content root) uses now; delete those it used last time only. */
  retain(scope: string, current: ReadonlyMap<string, KeyRecord>): void;
}

/** An encoded image's key record. */
export function imageKeyRecord(inputs: ImageKeyInputs): KeyRecord {
  return {
    code: inputs.code,
    source: inputs.source,
    width: String(inputs.width),
    format: inputs.format,
    quality: String(inputs.quality),
  };
}

interface StoredImage {
  width: number;
  height: number;
  hash: string;
}

/** An image cache under `dir` (e.g. node_modules/.cache/site/images). */
export function diskImageCache(dir: string): ImageCache {
  const meta = diskStore(dir, isStoredImage, ['bin']);
  return {
    get(key) {
      const stored = meta.get(key);
      if (!stored) return undefined;
      try {
        const bytes = readFileSync(entryFile(dir, key, 'bin'));
        return contentHash(bytes) === stored.hash ? { width: stored.width, height: stored.height, bytes } : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, { width, height, bytes }) {
      writeEntry(entryFile(dir, key, 'bin'), bytes);
      meta.set(key, { width, height, hash: contentHash(bytes) });
    },
    retain: (scope, current) => meta.retain(scope, current),
  };
}

/** An image cache that never hits (--no-cache). */
export const noImageCache: ImageCache = { get: () => undefined, set: () => {}, retain: () => {} };

function isStoredImage(value: unknown): value is StoredImage {
  const v = (value ?? {}) as Partial<StoredImage>;
  return typeof v.hash === 'string' && Number.isInteger(v.width) && Number.isInteger(v.height);
}
