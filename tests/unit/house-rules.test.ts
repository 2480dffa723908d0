/**
 * House rules the code keeps (README, "How it is built"): no function in cli/, client/ or
 * templates/ is longer than 80 lines. Measured with the TypeScript parser, so nested functions
 * count inside the function that holds them. The fast Markdown parser keeps no state between
 * parses (cli/markdown/fast/README.md): no module-level `let` or `var`. bin/ is the launcher only:
 * nothing under cli/, client/ or templates/ imports it. Imports never go round in a circle: a type
 * two modules share lives in the lower one or in types/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.ts';

const MAX_FUNCTION_LINES = 80;

/** Every source under the folders: TypeScript, or with `scripts`, JavaScript too. */
function sources(folders: readonly string[], pattern = /\.tsx?$/): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file) => join(projectRoot, folder, file)),
  );
}

/** The relative modules `file` imports (import and export declarations, type-only ones too, import(), require()), resolved to paths. */
function relativeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (specifier: ts.Node | undefined) => {
    if (specifier && ts.isStringLiteralLike(specifier) && specifier.text.startsWith('.'))
      found.push(resolve(dirname(file), specifier.text));
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) check(node.moduleSpecifier);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || node.expression.getText(source) === 'require')
    )
      check(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The modules `file` imports that lie under bin/, as "path → imported path". */
function binImports(file: string, text: string): string[] {
  const bin = join(projectRoot, 'bin') + sep;
  return relativeImports(file, text)
    .filter((target) => target.startsWith(bin))
    .map((target) => `${relative(projectRoot, file)} → ${relative(dirname(file), target)}`);
}

/** The import circles among `files` (path → its text): each a sorted list of the files that import one another round. */
function importCircles(files: ReadonlyMap<string, string>): string[][] {
  const edges = new Map([...files].map(([file, text]) => [file, relativeImports(file, text).filter((target) => files.has(target))]));
  // Tarjan's strongly connected components: a component of two or more files (or a file importing itself) is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1 || edges.get(file)!.includes(file)) circles.push(component.map((f) => relative(projectRoot, f)).sort());
  };
  for (const file of files.keys()) if (!index.has(file)) connect(file);
  return circles;
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

/** Module-level `let` and `var` declarations in `file`, as "path:line name". */
function moduleVariables(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const constant = ts.NodeFlags.Const | ts.NodeFlags.Using | ts.NodeFlags.AwaitUsing;
  return source.statements
    .filter((statement) => ts.isVariableStatement(statement) && !(statement.declarationList.flags & constant))
    .flatMap((statement) => (statement as ts.VariableStatement).declarationList.declarations)
    .map((declaration) => {
      const line = source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
      return `${relative(projectRoot, file)}:${line} ${declaration.name.getText(source)}`;
    });
}

describe('house rules', () => {
  it('has nothing under cli/, client/ or templates/ import bin/ (the launcher)', () => {
    const files = sources(['cli', 'client', 'templates'], /\.(tsx?|[cm]?js)$/);
    expect(files.flatMap((file) => binImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds an import of bin/ (the rule can fail)', () => {
    const file = join(projectRoot, 'cli', 'render', 'x.ts');
    const text =
      "import { a } from '../../bin/a.js';\nexport { b } from '../../bin/b.js';\nconst c = await import('../../bin/c.js');\nconst d = require('../../bin/d.cjs');\nimport { e } from './bin/e.ts';\n";
    expect(binImports(file, text)).toEqual([
      'cli/render/x.ts → ../../bin/a.js',
      'cli/render/x.ts → ../../bin/b.js',
      'cli/render/x.ts → ../../bin/c.js',
      'cli/render/x.ts → ../../bin/d.cjs',
    ]);
  });

  it('has no import circles in cli/, client/, templates/ or types/ (type-only imports count)', () => {
    const files = sources(['cli', 'client', 'templates', 'types'], /\.(tsx?|[cm]?js)$/);
    expect(importCircles(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])))).toEqual([]);
  });

  it('finds an import circle (the rule can fail)', () => {
    const at = (name: string) => join(projectRoot, 'cli', 'x', name);
    const files = new Map([
      [at('a.ts'), "import { b } from './b.ts';"],
      [at('b.ts'), "import type { C } from './c.ts';"],
      [at('c.ts'), "export { a } from './a.ts';"],
      [at('d.ts'), "import { a } from './a.ts';"],
    ]);
    expect(importCircles(files)).toEqual([['cli/x/a.ts', 'cli/x/b.ts', 'cli/x/c.ts']]);
  });

  it('keeps no module-level variable in the fast Markdown parser', () => {
    expect(sources(['cli/markdown/fast']).flatMap((file) => moduleVariables(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds a module-level variable (the rule can fail)', () => {
    const text = 'const fixed = 1;\nlet buffers = [fixed];\nvar old = 2;\nexport function f() {\n  let inner = 1;\n  return inner;\n}\n';
    expect(moduleVariables(join(projectRoot, 'cli', 'x.ts'), text)).toEqual(['cli/x.ts:2 buffers', 'cli/x.ts:3 old']);
  });

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
