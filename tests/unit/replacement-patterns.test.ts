/**
 * No visitor, request or content text is ever a `String.replace` replacement pattern: in a
 * replacement string `$&`, `$'` and `` $` `` splice parts of the original text in. Every
 * `.replace(…)` / `.replaceAll(…)` in the code passes a literal or a function; the few that
 * build a string from values the program itself made (a hash, a bundle name, a count) are
 * listed here by what they insert.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.ts';

/** Built from values the program made itself, never from visitor, request or content text. */
const internalOnly = new Set([
  'bin/cli-bundle.js places name', // the bundle's own file name
  'cli/render/renderer.ts places hash', // a hex hash
  'scripts/bench/generate.ts places count', // a number
]);

/** Every .ts/.tsx/.js/.mjs file under the folders. */
function sources(folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|m?js)$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(projectRoot, folder, file)),
  );
}

/**
 * `path places value, value` (what a template places) or `path expression` for each replace/replaceAll
 * call whose replacement is neither a literal nor a function.
 */
function builtReplacements(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['replace', 'replaceAll'].includes(node.expression.name.text) &&
      node.arguments.length === 2
    ) {
      const replacement = node.arguments[1]!;
      const safe =
        ts.isStringLiteral(replacement) ||
        ts.isNoSubstitutionTemplateLiteral(replacement) ||
        ts.isArrowFunction(replacement) ||
        ts.isFunctionExpression(replacement);
      const shown = ts.isTemplateExpression(replacement)
        ? `places ${replacement.templateSpans.map((span) => span.expression.getText(source)).join(', ')}`
        : replacement.getText(source);
      if (!safe) found.push(`${relative(projectRoot, file)} ${shown}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('replacement patterns', () => {
  it('every replace in cli/, client/, templates/, scripts/ and bin/ takes a literal or a function', () => {
    const built = sources(['cli', 'client', 'templates', 'scripts', 'bin']).flatMap(builtReplacements);
    expect(built.filter((call) => !internalOnly.has(call))).toEqual([]);
  });
});
