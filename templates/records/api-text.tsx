/** A record's text with its Salesforce API names set as code, by the rule body text follows (markdown/api-names.ts). */
import { CodeText, type CodeTextValue } from '../../client/components/CodeText.tsx';
import { useRender } from '../context.tsx';
import { splitApiNames } from '../markdown/api-names.ts';

/** `text` as written when it names no API, else cut into plain pieces and API names (what an island is given). */
export function codeText(text: string, standard: readonly string[] | undefined): CodeTextValue {
  const pieces = splitApiNames(text, standard);
  return pieces.length === 1 && !pieces[0]!.code ? text : pieces;
}

/** Render `text`, each API name in it as `<code class="code-name">`. */
export function ApiText({ text }: { text: string }) {
  const { site } = useRender();
  return <CodeText value={codeText(text, site.data['api-names']?.names)} />;
}
