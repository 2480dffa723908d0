/** Bumped when the Markdown pipeline's output shape or plugins change (part of the cache key). */
export const PIPELINE_VERSION = 'md-3';
