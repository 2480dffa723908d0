/**
 * The content-cache key of a Markdown document: every input of its transform. Its own module so
 * the render bundle (render workers) gets it without the content loader (YAML, zod).
 */
import { cacheKey } from './disk-store.ts';
import { PIPELINE_VERSION } from './markdown/version.ts';
import { generatorId } from './version.ts';

/** Content-cache key of a document: file, body, generator and pipeline version, and the names the pipeline checks against. */
export function documentCacheKey(
  doc: { file: string; bodyLine: number; body: string },
  linkKeys: readonly string[],
  videoKeys: readonly string[],
  records: Iterable<string>,
): string {
  return cacheKey([
    PIPELINE_VERSION,
    generatorId(),
    doc.file,
    String(doc.bodyLine),
    doc.body,
    linkKeys.join(','),
    videoKeys.join(','),
    [...records].join(','),
  ]);
}
