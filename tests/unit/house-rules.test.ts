/**
 * House rules the code keeps (README, "How it is built"): no function in cli/, client/ or
 * templates/ is longer than 80 lines. Measured with the TypeScript parser, so nested functions
 * count inside the function that holds them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.ts';

const MAX_FUNCTION_LINES = 80;

/** Every TypeScript source under the folders. */
function sources(folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(projectRoot, folder, file)),
  );
}

/** Functions longer than `limit` lines in `file`, as "path:line name (n lines)". */
function longFunctions(file: string, text: string, limit: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
      if (lines > limit) found.push(`${relative(projectRoot, file)}:${start + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('house rules', () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines in cli/, client/ or templates/`, () => {
    const long = sources(['cli', 'client', 'templates']).flatMap((file) =>
      longFunctions(file, readFileSync(file, 'utf8'), MAX_FUNCTION_LINES),
    );
    expect(long).toEqual([]);
  });

  it('finds a long function (the rule can fail)', () => {
    const body = Array.from({ length: 90 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions(join(projectRoot, 'cli', 'x.ts'), `export function big() {\n${body}\n}\n`, MAX_FUNCTION_LINES)).toEqual([
      'cli/x.ts:1 big (92 lines)',
    ]);
  });
});
