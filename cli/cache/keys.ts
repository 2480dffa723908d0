/**
 * The keys of the two per-page caches, as records with named fields: the key is the hash of
 * the record (keyOf), and the record is kept in the scope manifest, so the next build can say
 * which field changed (explain.ts). The code identity is a field of both.
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

/** What shapes a finished page. */
export interface PageKeyInputs {
  /** The code identity and the render bundle's file (named by its content hash). */
  code: string;
  /** Everything every page shares (configuration, site data, bundle names and sizes, options), serialised once per build. */
  site: string;
  /** The page's own task without its Markdown body (route, layout, front matter). */
  page: string;
  /** Its document's key (the Markdown body and what shapes its transform); empty for redirects. */
  body: string;
}

/** A page's key record. */
export function pageKeyRecord(inputs: PageKeyInputs): KeyRecord {
  return { code: inputs.code, site: inputs.site, page: hashOf([inputs.page]), body: inputs.body };
}
