/**
 * Every link a writer typed must lead somewhere this build writes: Markdown links, directive
 * hrefs, and href fields in front matter and data files. Checked before rendering, with the
 * source line of each link; so is the link every article ends with (article-ending.ts).
 */
import { at, catalogue, nearest, suggest, suggestPath, type ContentErrorData, type SourceLocation } from '../content/errors.ts';
import type { ConfigLocator, LoadedContent } from '../content/load.ts';
import type { SiteConfig } from '../content/schema.ts';
import type { MarkdownResult } from '../markdown/pipeline.ts';
import { draftRoutes, type Route } from '../content/routes.ts';
import type { ImageAsset } from '../../templates/types.ts';
import { imageUrlProblem, linkUrlProblem } from '../markdown/url-policy.ts';
import { articleEndingError } from './article-ending.ts';

/** What the check needs of a page's Markdown: its links, images and ending, and whether it was refused. */
type Transformed = Pick<MarkdownResult, 'links' | 'images' | 'ending' | 'errors'>;

/** Inputs of checkContentLinks. */
export interface LinkCheckInput {
  routes: readonly Route[];
  content: LoadedContent;
  transformed: ReadonlyMap<string, Transformed>;
  config: SiteConfig;
  images: Record<string, ImageAsset>;
  /** Locates site.yaml paths (logo errors point at them). */
  locateConfig: ConfigLocator;
}

/** Check every internal link, configured-link reference and image path. */
export function checkContentLinks({ routes, content, transformed, config, images, locateConfig }: LinkCheckInput): ContentErrorData[] {
  const errors: ContentErrorData[] = [];
  const pagePaths = routes.filter((r) => r.kind === 'page').map((r) => r.path);
  const known = new Set([...pagePaths, ...content.failedSlugs.map((slug) => `/${slug}`)]);
  const drafts = draftRoutes(content.drafts);
  const linkKeys = Object.keys(config.links);
  const imagePaths = Object.keys(images);
  const missing = (what: string, path: string) =>
    catalogue.fileMissing(what, path, suggestPath(path, imagePaths), nearest(path, imagePaths));
  const checkHref = (href: string, location: SourceLocation, what = 'asset') => {
    if (href.startsWith('links.')) {
      if (!linkKeys.includes(href.slice(6)))
        errors.push(
          at(
            location,
            catalogue.unknownLinkKey(
              href,
              linkKeys.map((k) => `links.${k}`),
            ),
          ),
        );
      return;
    }
    if (!href.startsWith('/')) return;
    const path = href.split(/[?#]/)[0]!;
    if (path.startsWith('/assets/')) {
      if (!images[path]) errors.push(at(location, missing(what, path)));
      return;
    }
    if (known.has(path)) return;
    const draft = drafts.get(path);
    errors.push(at(location, draft ? catalogue.linkToDraft(href, draft) : catalogue.unknownRoute(href, suggest(path, pagePaths))));
  };

  // Front matter and data hrefs: the URL policy (Markdown links had it in the pipeline), then the target.
  const checkWritten = (href: string, location: SourceLocation) => {
    const problem = href.startsWith('links.') ? undefined : linkUrlProblem(href);
    if (problem) errors.push(at(location, catalogue.unsafeUrl('link', href, problem)));
    else checkHref(href, location);
  };

  // What a document's errors depend on besides the document and its transform: the same
  // targets give the same errors, so a document kept since the last run (site dev) is not checked again.
  const targets = sameTargets([...known, '\0', ...drafts, '\0', ...linkKeys, '\0', ...imagePaths].join('\n'));
  for (const doc of content.docs) {
    const result = transformed.get(doc.file);
    const last = checkedDocs.get(doc);
    if (last && last.result === result && last.targets === targets) {
      errors.push(...last.errors);
      continue;
    }
    const from = errors.length;
    checkDoc(doc, result, { checkHref, checkWritten, missing, images, errors });
    checkedDocs.set(doc, { result, targets, errors: errors.slice(from) });
  }
  for (const [name, source] of Object.entries(content.dataSources)) {
    walkKey(source.data, 'href', [], (href, path) => checkWritten(href, { file: source.file, ...source.locate(path) }));
    walkKey(source.data, 'src', [], (src, path) => {
      const location = { file: source.file, ...source.locate(path) };
      const problem = imageUrlProblem(src);
      if (problem) errors.push(at(location, catalogue.unsafeUrl('image', src, problem)));
      else if (!images[src.split(/[?#]/)[0]!]) errors.push(at(location, missing(`image in ${name}.yaml`, src)));
    });
  }
  for (const [key, src] of [
    ['src', config.logo.src],
    ['srcOnDark', config.logo.srcOnDark],
  ] as const) {
    if (!images[src]) errors.push(at(locateConfig(['logo', key]), missing(`logo.${key}`, src)));
  }
  return errors;
}

/** What checkDoc reports through: the checks of checkContentLinks, and its error list. */
interface DocChecks {
  checkHref: (href: string, location: SourceLocation, what?: string) => void;
  checkWritten: (href: string, location: SourceLocation) => void;
  missing: (what: string, path: string) => ReturnType<typeof catalogue.fileMissing>;
  images: Record<string, ImageAsset>;
  errors: ContentErrorData[];
}

/** Check one document: its Markdown links and images, its ending, its front matter hrefs and image. */
function checkDoc(
  doc: LoadedContent['docs'][number],
  result: Transformed | undefined,
  { checkHref, checkWritten, missing, images, errors }: DocChecks,
): void {
  // The pipeline hands on only the URLs its policy accepted (unknown links.<name>, //host, /assets/../x are its errors).
  for (const link of result?.links ?? []) checkHref(link.href, { file: doc.file, line: link.line, column: link.column });
  for (const image of result?.images ?? []) checkHref(image.href, { file: doc.file, line: image.line, column: image.column }, 'image');
  // A body refused before conversion (too deep, too crowded) has no ending to judge: its own error says what to fix.
  const refused = result?.ending === null && result.errors.length > 0;
  const ending = result && !refused ? articleEndingError(doc, result.ending) : undefined;
  if (ending) errors.push(ending);
  for (const [href, path] of hrefsIn(doc.frontMatter)) checkWritten(href, { file: doc.file, ...doc.locate(path) });
  if ('image' in doc.frontMatter && !images[doc.frontMatter.image]) {
    const { image } = doc.frontMatter;
    const problem = imageUrlProblem(image);
    errors.push(
      at({ file: doc.file, ...doc.locate(['image']) }, problem ? catalogue.unsafeUrl('image', image, problem) : missing('image', image)),
    );
  }
}

/** Each document's errors at its last check, with the transform and the targets they were found with. */
const checkedDocs = new WeakMap<object, { result: unknown; targets: object; errors: ContentErrorData[] }>();

/** One object per run of equal link targets, compared by identity (the text is compared once per run, not per document). */
function sameTargets(text: string): object {
  if (lastTargets?.text !== text) lastTargets = { text };
  return lastTargets;
}

let lastTargets: { text: string } | undefined;

/**
 * Every href of a page's front matter with its path, found once per front matter object: a page
 * kept since the last run of site dev keeps its object, so an update walks only the pages it read again.
 */
function hrefsIn(frontMatter: object): readonly (readonly [string, PropertyKey[]])[] {
  let found = hrefsOf.get(frontMatter);
  if (!found) {
    const list: [string, PropertyKey[]][] = [];
    walkKey(frontMatter, 'href', [], (href, path) => list.push([href, path]));
    hrefsOf.set(frontMatter, (found = list));
  }
  return found;
}

const hrefsOf = new WeakMap<object, readonly (readonly [string, PropertyKey[]])[]>();

/** Call `visit` for every string stored under a key named `key`, anywhere in `value`. */
function walkKey(value: unknown, key: string, path: PropertyKey[], visit: (text: string, path: PropertyKey[]) => void): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walkKey(item, key, [...path, i], visit);
  } else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (name === key && typeof child === 'string') visit(child, [...path, name]);
      else walkKey(child, key, [...path, name], visit);
    }
  }
}
