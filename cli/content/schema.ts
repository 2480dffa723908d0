/**
 * Every zod schema of the content model: site.yaml, page front matter, the records pages carry,
 * and the shared data files under data/, one file each under schema/. Objects are strict: an
 * unknown (mistyped) key is an error, not silently ignored.
 */
export type { LayoutName } from '../../templates/registry.ts';
export { layoutNames } from '../../templates/registry.ts';
export * from './schema/data-files.ts';
export { href, iconNames } from './schema/fields.ts';
export * from './schema/front-matter.ts';
export * from './schema/records.ts';
export * from './schema/site-config.ts';
