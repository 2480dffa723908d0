/**
 * Refresh tests/fixtures/markdown-suites/micromark-tests.json from a checkout of micromark
 * (https://github.com/micromark/micromark): the first argument of every `micromark(…)` call in
 * test/io/ written as a string literal (or literals joined with +), by test file, without repeats.
 * Usage: node scripts/run.js scripts/micromark-test-inputs.ts <micromark checkout>
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const checkout = process.argv[2];
if (!checkout) throw new Error('usage: node scripts/run.js scripts/micromark-test-inputs.ts <micromark checkout>');

/** The text of a literal (or of literals joined with +), else undefined. */
function literal(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [literal(node.left), literal(node.right)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** The literal inputs of one test file, and how many calls had a computed one. */
function inputsOf(file: string): { inputs: string[]; computed: number } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const inputs: string[] = [];
  let computed = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'micromark' && node.arguments[0]) {
      const input = literal(node.arguments[0]);
      if (input === undefined) computed++;
      else if (!inputs.includes(input)) inputs.push(input);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { inputs, computed };
}

const files = readdirSync(join(checkout, 'test', 'io'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js') && !name.endsWith('index.js'))
  .sort()
  .map((name) => join(checkout, 'test', 'io', name));
const tests: Record<string, string[]> = {};
let computed = 0;
for (const file of files) {
  const found = inputsOf(file);
  computed += found.computed;
  if (found.inputs.length > 0) tests[relative(checkout, file)] = found.inputs;
}
const commit = execFileSync('git', ['-C', checkout, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const note =
  `micromark’s own test inputs: the first argument of every micromark(…) call written as a string literal in test/io/ of https://github.com/micromark/micromark at commit ${commit}, ` +
  `grouped by test file, duplicates within a file dropped (${computed} calls with computed inputs are left out). No npm package ships them. ` +
  'Extracted by scripts/micromark-test-inputs.ts; the HTML micromark expects is not kept, the tests compare trees with remark-parse instead.';
const license = readFileSync(join(checkout, 'license'), 'utf8').trim().split('\n');
writeFileSync('tests/fixtures/markdown-suites/micromark-tests.json', `${JSON.stringify({ note, license, tests }, null, 1)}\n`);
console.log(`${Object.values(tests).flat().length} inputs from ${Object.keys(tests).length} files`);
