/** A record's text with its Salesforce API names set as code, by the rule body text follows (markdown/api-names.ts). */
import { CodeText, type CodeTextValue } from '../../client/components/CodeText.tsx';
import { useRender } from '../context.tsx';
import { splitApiNames } from '../markdown/api-names.ts';

/** `text` as written when it names no API, else cut into plain pieces and API names (what an island is given). */
function codeText(text: string, standard: readonly string[] | undefined): CodeTextValue {
  const pieces = splitApiNames(text, standard);
  return pieces.length === 1 && !pieces[0]!.code ? text : pieces;
}

/** codeText with this site's standard API names (data/api-names.yaml). */
export function useCodeText(): (text: string) => CodeTextValue {
  const standard = useRender().site.data['api-names']?.names;
  return (text) => codeText(text, standard);
}

/** Render `text`, each API name in it as `<code class="code-name">`. */
export function ApiText({ text }: { text: string }) {
  return <CodeText value={useCodeText()(text)} />;
}
