/** Turn an esbuild failure (a syntax or import error in templates/ or client/) into content errors. */
import { join, resolve } from 'node:path';
import { BuildFailure } from '../content/errors.ts';

/** Rethrow esbuild's errors as a BuildFailure naming file:line:column; other errors pass through. */
export function rethrowEsbuild(error: unknown, root: string): never {
  const messages = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors;
  if (!Array.isArray(messages) || messages.length === 0) throw error;
  throw new BuildFailure(
    messages.map((m) => ({
      code: 'template-compile',
      message: m.text,
      hint: 'Fix the TypeScript or JSX at this place: site compiles templates/ and client/ with esbuild before it builds any page.',
      file: m.location && !m.location.file.startsWith('site:') ? resolve(root, m.location.file) : join(root, 'client', 'islands'),
      line: m.location?.line,
      column: m.location ? m.location.column + 1 : undefined,
    })),
  );
}
