/**
 * How a Markdown document ends: its last block (looking inside a closing `:::section`), so the
 * build can hold every article to ending with its call to action (a `:::cta` block).
 */
import type { Root, RootContent } from 'mdast';

/** The last block of a document: where it starts, what it is, and whether it is a `:::cta` block. */
export interface DocumentEnding {
  cta: boolean;
  /** What the block is, for a message: "a paragraph", "a ::promo block". */
  what: string;
  /** 1-based, in the Markdown body (the pipeline adds the body's first line). */
  line: number;
  column: number;
}

const blockNames: Partial<Record<RootContent['type'], string>> = {
  paragraph: 'a paragraph',
  heading: 'a heading',
  list: 'a list',
  table: 'a table',
  code: 'a code block',
  blockquote: 'a block quote',
  thematicBreak: 'a horizontal rule',
  html: 'raw HTML',
};

/** The document's last block, or undefined for a document with none (link definitions do not count). */
export function documentEnding(root: Root): DocumentEnding | undefined {
  let last = lastBlock(root.children);
  while (last?.type === 'containerDirective' && last.name === 'section') {
    const inner = lastBlock(last.children as RootContent[]);
    if (!inner) break;
    last = inner;
  }
  if (!last) return undefined;
  const start = last.position?.start ?? { line: 1, column: 1 };
  const what =
    last.type === 'containerDirective'
      ? `a :::${last.name} block`
      : last.type === 'leafDirective'
        ? `a ::${last.name} block`
        : (blockNames[last.type] ?? `a ${last.type}`);
  return { cta: last.type === 'containerDirective' && last.name === 'cta', what, line: start.line, column: start.column };
}

function lastBlock(children: readonly RootContent[]): RootContent | undefined {
  for (let i = children.length - 1; i >= 0; i--) if (children[i]!.type !== 'definition') return children[i];
  return undefined;
}
