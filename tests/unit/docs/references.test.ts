/**
 * Docs and comments say what they mean: nothing in the repository points to numbered sections
 * (a section sign and a number) of documents it does not hold, such as the product spec or an issue’s text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/fixtures.ts';

const SECTION_SIGN = '\u00a7';
const TEXT = /\.(ts|tsx|js|mjs|md|yaml|yml|json|sql|css|svg)$/;
/** The folders people write in (never node_modules, out/ or caches), and the files at the top. */
const FOLDERS = ['bin', 'cli', 'client', 'content', 'docs', 'schemas', 'scripts', 'supabase', 'templates', 'tests', 'types', '.ci'];

/** Every text file of the repository's own folders, relative to the project root. */
function ownTextFiles(): string[] {
  const top = readdirSync(projectRoot).filter((name) => TEXT.test(name));
  const nested = FOLDERS.filter((folder) => existsSync(join(projectRoot, folder))).flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
  );
  return [...top, ...nested.filter((path) => TEXT.test(path) || path.startsWith('.ci/'))];
}

/** Lines holding a section sign, as "path:line  text". */
function sectionPointers(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (line.includes(SECTION_SIGN) ? [`${path}:${i + 1}  ${line.trim()}`] : []));
}

describe('references', () => {
  it('no file of the repository points to a numbered section of a document outside the repository', () => {
    const files = ownTextFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => sectionPointers(path, readFileSync(join(projectRoot, path), 'utf8')))).toEqual([]);
  });

  it('finds a pointer (the rule can fail)', () => {
    expect(sectionPointers('x.ts', `const a = 1;\n// as SPEC ${SECTION_SIGN}4 says\n`)).toEqual([
      `x.ts:2  // as SPEC ${SECTION_SIGN}4 says`,
    ]);
  });
});
