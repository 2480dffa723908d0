/** A record's text with its Salesforce API names set as code, by the rule body text follows (markdown/api-names.ts). */
import { useRender } from '../context.tsx';
import { CODE_NAME_CLASS, splitApiNames } from '../markdown/api-names.ts';

/** Render `text`, each API name in it as `<code class="code-name">`. */
export function ApiText({ text }: { text: string }) {
  const { site } = useRender();
  const pieces = splitApiNames(text, site.data['api-names']?.names);
  if (pieces.length === 1 && !pieces[0]!.code) return text;
  return pieces.map((piece, i) =>
    piece.code ? (
      <code key={i} className={CODE_NAME_CLASS}>
        {piece.text}
      </code>
    ) : (
      piece.text
    ),
  );
}
