/**
 * Split a Markdown file into its front matter block and its body, the way gray-matter 4 does
 * (`matter(text).matter` and `.content`), without parsing the block: frontmatter.ts parses it
 * with positions. gray-matter itself loads js-yaml (and tries esprima) at start-up for an engine
 * this generator never calls: about 40 ms of every command's start. tests/unit/content/
 * split-front-matter.test.ts proves the two split every content file and the edge cases alike.
 */

/** The raw front matter (without its delimiters) and the body after it. */
export interface SplitMarkdown {
  matter: string;
  body: string;
}

const OPEN = '---';
const CLOSE = '\n---';

/** gray-matter's split: a block opened by `---` on the first line and closed by the next line that starts with `---`. */
export function splitFrontMatter(text: string): SplitMarkdown {
  const str = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // `----` (a thematic break or a longer rule) opens no front matter.
  if (!str.startsWith(OPEN) || str.charAt(OPEN.length) === '-') return { matter: '', body: str };
  let rest = str.slice(OPEN.length);
  const length = rest.length;
  // A language name after the opening delimiter (`---yaml`) is not part of the block.
  const language = rest.slice(0, rest.search(/\r?\n/));
  if (language.trim() !== '') rest = rest.slice(language.length);
  let close = rest.indexOf(CLOSE);
  if (close === -1) close = length;
  const matter = rest.slice(0, close);
  if (close === length) return { matter, body: '' };
  let body = rest.slice(close + CLOSE.length);
  if (body.startsWith('\r')) body = body.slice(1);
  if (body.startsWith('\n')) body = body.slice(1);
  return { matter, body };
}
