/**
 * Directives in a parsed document: each checked against the vocabulary (directives.ts) and its
 * attributes, then turned into the hast element a template renders; and the check of
 * `links.<name>` references against the configured links.
 */
import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import { at, catalogue, type ContentErrorData } from '../content/errors.ts';
import { type AttributeKind, directives } from './directives.ts';
import type { FoundLink, MarkdownOptions } from './markdown-options.ts';
import { imageUrlProblem, linkUrlProblem } from './url-policy.ts';
import { walk } from './walk.ts';

/** A node's line and column, without the file. */
export function lineColumn(location: { line: number; column: number }) {
  return { line: location.line, column: location.column };
}

export type Where = (node: { position?: { start: { line: number; column: number } } }) => { file: string; line: number; column: number };

/** Check each directive against the vocabulary and turn it into its hast element. */
export function checkDirectives(
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
export function configuredLinkProblem(value: string, options: Pick<MarkdownOptions, 'linkKeys'>): string | undefined {
  const key = value.slice('links.'.length);
  return options.linkKeys.includes(key)
    ? undefined
    : `"${value}" is not a configured link; known: ${options.linkKeys.map((k) => `links.${k}`).join(', ')}`;
}
