/** A template's or island's compile error is a content error at its file:line:column, with a fix line. */
import { describe, expect, it } from 'vitest';
import { rethrowEsbuild } from '../../../cli/assets/esbuild-errors.ts';
import { BuildFailure } from '../../../cli/content/errors.ts';

describe('esbuild errors', () => {
  it('become content errors with a location and a hint', () => {
    const esbuildError = { errors: [{ text: 'Expected ";" but found "}"', location: { file: 'templates/Page.tsx', line: 4, column: 9 } }] };
    let thrown: unknown;
    try {
      rethrowEsbuild(esbuildError, '/site');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BuildFailure);
    expect((thrown as BuildFailure).errors).toEqual([
      {
        code: 'template-compile',
        message: 'Expected ";" but found "}"',
        hint: 'Fix the TypeScript or JSX at this place: site compiles templates/ and client/ with esbuild before it builds any page.',
        file: '/site/templates/Page.tsx',
        line: 4,
        column: 10,
      },
    ]);
  });
});
