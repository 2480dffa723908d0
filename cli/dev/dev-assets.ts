/**
 * Content assets in site dev, made as `site build` makes them: photos come from (and go to) the
 * same image cache, keyed by the image code identity.
 */
import { type ContentAssets, collectAssets } from '../assets/content-assets.ts';
import { imageAssetOptions } from '../engine/plan.ts';
import type { ProjectPaths } from '../engine/project.ts';

/** Content assets as `site build` makes them (photos from the same image cache). */
export function devAssets(contentDir: string, paths: ProjectPaths): Promise<ContentAssets> {
  return collectAssets(contentDir, assetOptions(paths));
}

/** Where site dev caches encoded images, and their code identity. */
export function assetOptions(paths: ProjectPaths) {
  return imageAssetOptions(paths.root, paths.cache, true);
}
