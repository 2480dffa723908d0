/**
 * Which pages are large enough that the render worker that made one is replaced after it:
 * rendering such a page grows the worker's heap, and V8 gives memory back only when a thread is
 * idle, which a render worker never is. The Knowledge Hub of 10,000 articles (16 MB) left its
 * worker holding hundreds of MB more for the rest of the build (docs/performance.md).
 */
import type { PageResult } from './page-job.ts';

/** From this many bytes (or characters) of HTML a page is large; this site's hub of 1,000 articles has 1.6 MB. */
export const LARGE_PAGE_BYTES = 8 * 1024 * 1024;

/** Whether `result` is a large page. */
export function isLargePage(result: Pick<PageResult, 'html'>): boolean {
  const { html } = result;
  return (typeof html === 'string' ? html.length : (html?.byteLength ?? 0)) >= LARGE_PAGE_BYTES;
}
