/**
 * The Markdown pipeline: unified → remark-parse + GFM + remark-directive (parser.ts) →
 * (our directive check) → remark-rehype → rehype-slug. It returns a plain hast tree (JSON-safe,
 * so it can be cached and sent between workers); templates turn it into React elements with
 * rehype-react. Every problem is reported with its line in the Markdown file.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { at, catalogue, type ContentErrorData } from '../content/errors.ts';
import type { PageRecords } from '../content/schema.ts';
import { directives, type AttributeKind } from './directives.ts';
import { parseMarkdown } from './parser.ts';
import { REMOVE, walk } from './walk.ts';
import { imageUrlProblem, linkUrlProblem } from './url-policy.ts';
import { MAX_NESTING, tooDeepLine, tooDeepNode } from './depth.ts';
import { InlineTooCrowded, MAX_INLINE_MARKERS } from './inline-budget.ts';
import { type DocumentEnding, documentEnding } from './ending.ts';

/** What the pipeline needs to know about the page and site to check a document. */
export interface MarkdownOptions {
  /** File name used in error locations. */
  file: string;
  /** 1-based line in the file where the Markdown body starts. */
  bodyLine: number;
  /** Record keys present in the page's front matter. */
  records: ReadonlySet<keyof PageRecords>;
  /** Names under links.* and videos.* in site.yaml. */
  linkKeys: readonly string[];
  videoKeys: readonly string[];
}

/** A link found in the document, for route checking after all routes are known. */
export interface FoundLink {
  href: string;
  line: number;
  column: number;
}

/** Result of transforming one Markdown document. */
export interface MarkdownResult {
  hast: HastRoot;
  links: FoundLink[];
  images: FoundLink[];
  /** ids of headings and sections, for #anchor checks. */
  ids: string[];
  /** The document's last block, at its line in the file (articles must end with a :::cta block); null when it has none. */
  ending: DocumentEnding | null;
  errors: ContentErrorData[];
}

const toHast = unified().use(remarkRehype).use(rehypeSlug).freeze();

/** Turn a Markdown body into a checked, position-free hast tree. */
export function markdownToHast(body: string, options: MarkdownOptions): MarkdownResult {
  const errors: ContentErrorData[] = [];
  const links: FoundLink[] = [];
  const images: FoundLink[] = [];
  const lineOffset = options.bodyLine - 1;
  const where = (node: { position?: { start: { line: number; column: number } } }) => ({
    file: options.file,
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: node.position?.start.column ?? 1,
  });

  const definitions = new Map<string, { url: string; at: ReturnType<typeof where> }>();
  const referenced = new Map<string, Set<'link' | 'image'>>();
  const checkUrl = (kind: 'link' | 'image', url: string, location: ReturnType<typeof where>) => {
    (kind === 'link' ? links : images).push({ href: url, ...lineColumn(location) });
    const problem =
      kind === 'link' ? (url.startsWith('links.') ? configuredLinkProblem(url, options) : linkUrlProblem(url)) : imageUrlProblem(url);
    if (problem) errors.push(at(location, catalogue.unsafeUrl(kind, url, problem)));
  };
  const mdast = boundedParse(body, options.file, lineOffset);
  if (!('type' in mdast)) return refused(mdast);
  const deepNode = tooDeepNode(mdast);
  if (deepNode) return refused(at(where(deepNode), catalogue.nestingTooDeep(MAX_NESTING)));
  checkDirectives(mdast, options, where, errors, { links, images });
  walk(mdast, (visited) => {
    const node = visited as MdastNodes;
    if (node.type === 'html') {
      errors.push(at(where(node), catalogue.rawHtml(node.value.trim())));
      return REMOVE;
    }
    if (node.type === 'heading' && node.depth === 1) {
      errors.push(
        at(where(node), {
          code: 'heading-level',
          message: "a level-1 heading (#) in the body; the page title is already the page's only h1",
          hint: 'Start sections at ## instead.',
        }),
      );
    }
    if (node.type === 'text' && looksLikeHtml.test(node.value)) {
      // Text the parser did not take as HTML (<img/src=x …>) is still HTML a writer meant.
      errors.push(at(where(node), catalogue.rawHtml(looksLikeHtml.exec(node.value)![0])));
    }
    if (node.type === 'link') checkUrl('link', node.url, where(node));
    if (node.type === 'image') {
      checkUrl('image', node.url, where(node));
      if (!node.alt?.trim())
        errors.push(
          at(where(node), { code: 'image-alt', message: `image ${node.url} has no alt text`, hint: 'Write ![what the image shows](…).' }),
        );
    }
    if (node.type === 'definition') definitions.set(node.identifier, { url: node.url, at: where(node) });
    if (node.type === 'linkReference' || node.type === 'imageReference') {
      const used = referenced.get(node.identifier) ?? new Set();
      referenced.set(node.identifier, used.add(node.type === 'linkReference' ? 'link' : 'image'));
      if (node.type === 'imageReference' && !node.alt?.trim())
        errors.push(
          at(where(node), {
            code: 'image-alt',
            message: `image [${node.identifier}] has no alt text`,
            hint: 'Write ![what the image shows][…].',
          }),
        );
    }
  });
  // A reference-style URL is checked where it is written: at its definition ([r]: url).
  for (const [identifier, definition] of definitions) {
    for (const kind of referenced.get(identifier) ?? ['link' as const]) checkUrl(kind, definition.url, definition.at);
  }

  const last = documentEnding(mdast);
  const ending = last ? { ...last, line: last.line + lineOffset } : null;
  return { ...positionFreeHast(mdast), links, images, ending, errors };
}

/**
 * Parse within bounds: nesting is checked before parsing (a deep one-line prefix stalls the
 * parsers), and a block too crowded with inline markers stops the parse. The tree, or the error.
 */
function boundedParse(body: string, file: string, lineOffset: number): MdastRoot | ContentErrorData {
  const deepLine = tooDeepLine(body);
  if (deepLine !== undefined) return at({ file, line: deepLine + lineOffset, column: 1 }, catalogue.nestingTooDeep(MAX_NESTING));
  try {
    return parseMarkdown(body);
  } catch (error) {
    if (!(error instanceof InlineTooCrowded)) throw error;
    const { line, column } = error.point;
    return at({ file, line: line + lineOffset, column }, catalogue.inlineTooCrowded(MAX_INLINE_MARKERS));
  }
}

/** The hast of a checked tree, without positions (cached results stay small), and its element ids. */
function positionFreeHast(mdast: MdastRoot): { hast: HastRoot; ids: string[] } {
  const hast = toHast.runSync(mdast) as HastRoot;
  const ids: string[] = [];
  delete hast.position;
  walk(hast, (node) => {
    delete (node as { position?: unknown }).position;
    if (node.type === 'element') {
      const id = (node as Element).properties?.id;
      if (typeof id === 'string') ids.push(id);
    }
  });
  return { hast, ids };
}

/** The result for a document refused before conversion: only its error. */
function refused(error: ContentErrorData): MarkdownResult {
  return { hast: { type: 'root', children: [] }, links: [], images: [], ids: [], ending: null, errors: [error] };
}

function lineColumn(location: { line: number; column: number }) {
  return { line: location.line, column: location.column };
}

type Where = (node: { position?: { start: { line: number; column: number } } }) => { file: string; line: number; column: number };

/** Check each directive against the vocabulary and turn it into its hast element. */
function checkDirectives(
  mdast: MdastRoot,
  options: MarkdownOptions,
  where: Where,
  errors: ContentErrorData[],
  found: { links: FoundLink[]; images: FoundLink[] },
): void {
  const seen = new Map<string, number>();
  walk(mdast, (visited) => {
    const node = visited as MdastNodes;
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const definition = directives[node.name];
    const location = where(node);
    if (!definition) {
      const hint =
        node.type === 'textDirective' ? 'A colon directly before a word starts a directive; write \\: to keep a literal colon.' : undefined;
      errors.push(at(location, { ...catalogue.unknownDirective(node.name, Object.keys(directives)), ...(hint ? { hint } : {}) }));
      return;
    }
    const expected =
      definition.kind === 'container' ? `a container (:::${node.name} … :::)` : `a leaf directive on its own line (::${node.name})`;
    if ((definition.kind === 'container') !== (node.type === 'containerDirective') || node.type === 'textDirective') {
      errors.push(at(location, catalogue.directiveKind(node.name, expected)));
      return;
    }
    const attributes = node.attributes ?? {};
    const properties: Record<string, string> = {};
    for (const [name, value] of Object.entries(attributes)) {
      const spec = definition.attributes[name];
      if (!spec) {
        errors.push(at(location, catalogue.directiveAttributeUnknown(node.name, name, Object.keys(definition.attributes))));
        continue;
      }
      const problem = checkAttribute(spec.kind, value ?? '', options);
      if (problem) errors.push(at(location, catalogue.directiveAttributeInvalid(node.name, name, problem)));
      else if (spec.kind === 'href') found.links.push({ href: value ?? '', ...lineColumn(location) });
      else if (spec.kind === 'image') found.images.push({ href: value ?? '', ...lineColumn(location) });
      properties[name] = value ?? '';
    }
    for (const [name, spec] of Object.entries(definition.attributes)) {
      if (spec.required && !attributes[name]?.trim())
        errors.push(at(location, catalogue.directiveAttributeMissing(node.name, name === 'id' ? '#id' : name)));
    }
    if (definition.record && !options.records.has(definition.record)) {
      errors.push(
        at(location, {
          code: 'directive-record-missing',
          message: `directive "${node.name}" renders the front-matter records "${definition.record}", but this page has none`,
          hint: `Add ${definition.record}: to the front matter (see docs/writing.md for the record shape).`,
        }),
      );
    }
    // The nth use of a directive in this document: unique, stable ids for repeated blocks.
    const instance = (seen.get(node.name) ?? 0) + 1;
    seen.set(node.name, instance);
    if (definition.numbered) properties.instance = String(instance);
    const data = (node.data ??= {});
    data.hName = definition.element;
    data.hProperties = properties;
  });
}

function checkAttribute(kind: AttributeKind, value: string, options: MarkdownOptions): string | undefined {
  if (typeof kind === 'object') return kind.oneOf.includes(value) ? undefined : `"${value}" is not one of: ${kind.oneOf.join(', ')}`;
  switch (kind) {
    case 'text':
      return value.trim() ? undefined : 'must not be empty';
    case 'id':
      return /^[a-z][a-z0-9-]*$/.test(value) ? undefined : `"${value}" must be a lowercase id (letters, digits, dashes)`;
    case 'video': {
      const key = value.replace(/^videos\./, '');
      return value.startsWith('videos.') && options.videoKeys.includes(key)
        ? undefined
        : `"${value}" must be videos.<name> with a name from site.yaml videos: ${options.videoKeys.join(', ')}`;
    }
    case 'image': {
      const problem = imageUrlProblem(value);
      return problem ? `"${value}" ${problem}` : undefined;
    }
    case 'href': {
      if (value.startsWith('links.')) return configuredLinkProblem(value, options);
      const problem = linkUrlProblem(value);
      return problem ? `"${value}" ${problem}` : undefined;
    }
  }
}

/** Why `links.<name>` is not a configured link, or undefined. */
function configuredLinkProblem(value: string, options: Pick<MarkdownOptions, 'linkKeys'>): string | undefined {
  const key = value.slice('links.'.length);
  return options.linkKeys.includes(key)
    ? undefined
    : `"${value}" is not a configured link; known: ${options.linkKeys.map((k) => `links.${k}`).join(', ')}`;
}

/** An HTML tag written as text: `<` then a tag name and a space, slash or `>` (so `a < b` and `<3` stay text). */
const looksLikeHtml = /<\/?[a-z][a-z0-9-]*(?=[\s/>])[^<>]{0,200}>?/i;
