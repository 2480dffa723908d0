/**
 * Text an island shows with its Salesforce API names set as code: the server cuts the text by the
 * rule body text follows (templates/markdown/api-names.ts) and hands the island the pieces, so
 * the browser needs neither the rule nor the list of standard names.
 */
/** The class of inline code that is a single name (an API name, a merge field): it never wraps inside itself. */
export const CODE_NAME_CLASS = 'code-name';

/** A piece of a text: plain, or an API name to set as code. */
export interface TextPiece {
  text: string;
  code: boolean;
}

/** A text as written, or cut into plain pieces and API names. */
export type CodeTextValue = string | readonly TextPiece[];

/** Render a text, each API name in it as `<code class="code-name">`. */
export function CodeText({ value }: { value: CodeTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((piece, i) =>
    piece.code ? (
      <code key={i} className={CODE_NAME_CLASS}>
        {piece.text}
      </code>
    ) : (
      piece.text
    ),
  );
}

/** The plain text of a value (a key, an accessible name). */
export function plainText(value: CodeTextValue): string {
  return typeof value === 'string' ? value : value.map((piece) => piece.text).join('');
}
