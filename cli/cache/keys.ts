/**
 * A document's key in the content cache, as a record with named fields: the key is the hash of
 * the record (keyOf), and the record is kept in the scope manifest, so the next build can say
 * which field changed (explain.ts). A page's key is made the same way (engine/page-keys.ts); the
 * code identity is a field of both.
 */
import { hashOf } from './hash.ts';
import type { KeyRecord } from './store.ts';

/** What shapes a document's Markdown result. */
export interface DocumentKeyInputs {
  code: string;
  file: string;
  bodyLine: number;
  body: string;
  linkKeys: readonly string[];
  videoKeys: readonly string[];
  records: Iterable<string>;
}

/** A document's key record: its code, its place, its text, and the names the pipeline checks against. */
export function documentKeyRecord(doc: DocumentKeyInputs): KeyRecord {
  return {
    code: doc.code,
    source: `${doc.file}:${doc.bodyLine}`,
    body: hashOf([doc.body]),
    names: hashOf([doc.linkKeys.join(','), doc.videoKeys.join(','), [...doc.records].join(',')]),
  };
}
