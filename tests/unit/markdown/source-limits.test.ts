/**
 * The limits checked on the source before parsing never fall below what micromark builds, and
 * every real page stays far inside them. Directive nesting is compared with the reference
 * parser's tree on seeded random documents of fences, quotes, list items and code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../scripts/bench/random.ts';
import { MAX_CONTAINER_CLOSES, tooManyClosesLine } from '../../../cli/markdown/container-closes.ts';
import { MAX_DIRECTIVE_NESTING, tooDeepDirective } from '../../../cli/markdown/directive-depth.ts';

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

/** The most container directives inside each other in a tree. */
function directiveDepth(node: Nodes): number {
  const own = node.type === 'containerDirective' ? 1 : 0;
  const children = 'children' in node ? (node.children as Nodes[]) : [];
  return own + Math.max(0, ...children.map(directiveDepth));
}

const pieces = [
  ':::a',
  '::::b',
  ':::::c',
  ':::',
  '::::',
  ':::::',
  '> :::a',
  '> :::',
  '- :::a',
  '  :::',
  '  ::::b',
  '> > :::c',
  'text',
  '',
  '```',
  '::: a',
  ':::a{x=1}',
  '   :::',
  '    :::',
  '- x',
  '  - :::a',
  '    :::',
  '>',
  '> > :::',
  '1. :::b',
  '   :::',
];

/** Every Markdown file under `dir`. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('limits checked on the source', () => {
  it('counts directive nesting at least as deep as remark-directive builds it', () => {
    const random = seededRandom(36);
    let deep = 0;
    for (let run = 0; run < 1500; run++) {
      const source = Array.from({ length: random.int(1, 24) }, () => random.pick(pieces)).join('\n');
      const depth = directiveDepth(reference.parse(source) as Root);
      if (depth === 0) continue;
      if (depth >= 3) deep++;
      expect(tooDeepDirective(source, depth - 1), source).toBeDefined();
    }
    // The documents reach the depths the check is for.
    expect(deep).toBeGreaterThan(25);
  });

  it('leaves every page of the site far inside the budgets', () => {
    for (const file of markdownFiles(join(import.meta.dirname, '../../../content'))) {
      const source = readFileSync(file, 'utf8');
      expect(tooDeepDirective(source, 3), file).toBeUndefined();
      expect(tooManyClosesLine(source, MAX_CONTAINER_CLOSES / 5), file).toBeUndefined();
    }
    expect(MAX_DIRECTIVE_NESTING).toBeGreaterThan(3);
  });
});
