/**
 * The Markdown pipeline: unified → remark-parse + GFM + remark-directive (parser.ts) →
 * (our directive check) → remark-rehype → rehype-slug (heading ids). It returns a plain hast tree (JSON-safe,
 * so it can be cached and sent between workers); templates turn it into React elements with
 * rehype-react. Every problem is reported with its line in the Markdown file.
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { at, catalogue, type ContentErrorData } from '../content/errors.ts';
import { checkDirectives, configuredLinkProblem, lineColumn } from './directive-checks.ts';
import type { FoundLink, MarkdownOptions } from './markdown-options.ts';
import { MAX_CONTAINER_CLOSES, tooManyClosesLine } from './container-closes.ts';
import { MAX_DIRECTIVE_NESTING, tooDeepDirective } from './directive-depth.ts';
import { parseMarkdown } from './parser.ts';
import { REMOVE, walk } from './walk.ts';
import { imageUrlProblem, linkUrlProblem } from './url-policy.ts';
import { MAX_NESTING, MAX_TOP_LEVEL_CONTAINERS, tooDeepLine, tooDeepNode, tooManyContainersLine } from './depth.ts';
import { InlineTooCrowded, MAX_INLINE_MARKERS } from './inline-budget.ts';
import { type DocumentEnding, documentEnding } from './ending.ts';

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

const toHast = unified().use(remarkRehype).freeze();
/**
 * rehype-slug, given a root holding only the document's headings (in document order): it sets
 * the same ids as on the whole tree, which it would otherwise visit node by node to find them.
 */
const slugHeadings = unified().use(rehypeSlug).freeze();
const HEADING = /^h[1-6]$/;

/**
 * Turn a Markdown body into a checked, position-free hast tree. `wholeTreeSlug` runs rehype-slug
 * over the whole tree, as the library does on its own: the reference its headings-only run must equal.
 */
export function markdownToHast(body: string, options: MarkdownOptions, wholeTreeSlug = false): MarkdownResult {
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
  // A URL the policy refuses is an error here and is not handed on: the link checks look up only the targets of accepted ones.
  const checkUrl = (kind: 'link' | 'image', url: string, location: ReturnType<typeof where>) => {
    const error = urlError(kind, url, options);
    if (error) errors.push(at(location, error));
    else (kind === 'link' ? links : images).push({ href: url, ...lineColumn(location) });
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
      // Text the parser did not take as HTML (<img/src=x …>) is still HTML a writer meant; a tag
      // spelled &lt;…&gt; or \<…> is markup the writer shows as text (the page escapes it).
      const typed = typedTag(node, body);
      if (typed) errors.push(at(where(typed.node), catalogue.rawHtml(typed.tag)));
    }
    if (node.type === 'link') {
      const written = bareWwwAddress(node, body);
      if (written) errors.push(at(where(node), catalogue.bareWwwLink(written)));
      else checkUrl('link', node.url, where(node));
    }
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
  return { ...positionFreeHast(mdast, wholeTreeSlug), links, images, ending, errors };
}

/**
 * Parse within bounds: nesting is checked before parsing (a deep one-line prefix stalls the
 * parsers), and a block too crowded with inline markers stops the parse. The tree, or the error.
 */
function boundedParse(body: string, file: string, lineOffset: number): MdastRoot | ContentErrorData {
  const deepLine = tooDeepLine(body);
  if (deepLine !== undefined) return at({ file, line: deepLine + lineOffset, column: 1 }, catalogue.nestingTooDeep(MAX_NESTING));
  const crowdedLine = tooManyContainersLine(body);
  if (crowdedLine !== undefined)
    return at({ file, line: crowdedLine + lineOffset, column: 1 }, catalogue.tooManyContainers(MAX_TOP_LEVEL_CONTAINERS));
  const closesLine = tooManyClosesLine(body);
  if (closesLine !== undefined)
    return at({ file, line: closesLine + lineOffset, column: 1 }, catalogue.tooManyContainerCloses(MAX_CONTAINER_CLOSES));
  const deepDirective = tooDeepDirective(body);
  if (deepDirective)
    return at(
      { file, line: deepDirective.line + lineOffset, column: deepDirective.column },
      catalogue.directivesTooDeep(MAX_DIRECTIVE_NESTING),
    );
  try {
    return parseMarkdown(body);
  } catch (error) {
    if (!(error instanceof InlineTooCrowded)) throw error;
    const { line, column } = error.point;
    return at({ file, line: line + lineOffset, column }, catalogue.inlineTooCrowded(MAX_INLINE_MARKERS));
  }
}

/** The hast of a checked tree, without positions (cached results stay small), with heading ids (rehype-slug), and its element ids. */
function positionFreeHast(mdast: MdastRoot, wholeTreeSlug: boolean): { hast: HastRoot; ids: string[] } {
  const hast = toHast.runSync(mdast) as HastRoot;
  if (wholeTreeSlug) slugHeadings.runSync(hast);
  const headings: Element[] = [];
  // The elements that have or will have an id, in document order.
  const named: Element[] = [];
  // Errors were located on the mdast; the hast's positions are deleted.
  delete hast.position;
  walk(hast, (node) => {
    delete (node as { position?: unknown }).position;
    if (node.type !== 'element') return;
    const element = node as Element;
    const heading = HEADING.test(element.tagName);
    if (heading) headings.push(element);
    if (heading || typeof element.properties?.id === 'string') named.push(element);
  });
  if (!wholeTreeSlug) slugHeadings.runSync({ type: 'root', children: headings });
  const ids = named.flatMap(({ properties }) => (typeof properties?.id === 'string' ? [properties.id] : []));
  return { hast, ids };
}

/** The result for a document refused before conversion: only its error. */
function refused(error: ContentErrorData): MarkdownResult {
  return { hast: { type: 'root', children: [] }, links: [], images: [], ids: [], ending: null, errors: [error] };
}

/** Why the policy refuses a link or image URL written in Markdown (an unknown links.<name>, an unsafe address), or undefined. */
function urlError(kind: 'link' | 'image', url: string, options: MarkdownOptions) {
  if (kind === 'link' && url.startsWith('links.')) {
    const keys = options.linkKeys.map((key) => `links.${key}`);
    return configuredLinkProblem(url, options) ? catalogue.unknownLinkKey(url, keys) : undefined;
  }
  const problem = kind === 'link' ? linkUrlProblem(url) : imageUrlProblem(url);
  return problem ? catalogue.unsafeUrl(kind, url, problem) : undefined;
}

type Point = { line: number; column: number; offset?: number };

/**
 * The address as written when a link is a bare `www.` address in the text (GFM makes it a link
 * to http://…, a scheme the writer never typed), else undefined.
 */
function bareWwwAddress(node: { url: string; position?: { start: Point; end: Point } }, body: string): string | undefined {
  const { start, end } = node.position ?? {};
  if (!node.url.startsWith('http://www.') || start?.offset === undefined || end?.offset === undefined) return undefined;
  const written = body.slice(start.offset, end.offset);
  return `http://${written}` === node.url ? written : undefined;
}

/**
 * The first HTML tag a text node's source types as such (not spelled &lt;…&gt; or escaped \<),
 * with where it starts; the node's own start and text when its source is not known.
 */
function typedTag(node: { value: string; position?: { start: Point; end: Point } }, body: string) {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return { node, tag: looksLikeHtml.exec(node.value)![0] };
  const source = body.slice(start.offset, end.offset);
  for (const match of source.matchAll(looksLikeHtmlAll)) {
    if (match.index > 0 && source[match.index - 1] === '\\') continue;
    const before = source.slice(0, match.index).split('\n');
    const line = start.line + before.length - 1;
    const column = before.length === 1 ? start.column + match.index : before.at(-1)!.length + 1;
    return { node: { position: { start: { line, column } } }, tag: match[0] };
  }
  return undefined;
}

/** An HTML tag written as text: `<` then a tag name and a space, slash or `>` (so `a < b` and `<3` stay text). */
const looksLikeHtml = /<\/?[a-z][a-z0-9-]*(?=[\s/>])[^<>]{0,200}>?/i;
const looksLikeHtmlAll = new RegExp(looksLikeHtml.source, 'gi');
