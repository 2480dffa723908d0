/**
 * Colour for terminal output. A stream is coloured when it is a terminal, unless NO_COLOR is
 * set (https://no-color.org); FORCE_COLOR colours a pipe too (a CI log that renders ANSI).
 * NO_COLOR wins over FORCE_COLOR: it is the reader's own choice, FORCE_COLOR is often set by
 * tools. Text never depends on colour: the same words print either way.
 */

/** What colour decisions read: the environment and whether the stream is a terminal. */
export interface ColourEnvironment {
  env: Record<string, string | undefined>;
  isTTY: boolean | undefined;
}

/** Whether output to a stream with this environment is coloured. */
export function coloured({ env, isTTY }: ColourEnvironment): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return !['0', 'false'].includes(force.toLowerCase());
  return isTTY === true && env.TERM !== 'dumb';
}

const codes = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], cyan: [36, 39] } as const;

/** A named style: wraps text in its ANSI codes, or returns it unchanged. */
export type Style = (text: string) => string;

/** The styles for one stream: each one a no-op when the stream is not coloured. */
export type Palette = Record<keyof typeof codes, Style>;

/** A palette that colours when `on`. */
export function palette(on: boolean): Palette {
  const entries = Object.entries(codes).map(([name, [open, close]]) => [
    name,
    on ? (text: string) => (text ? `\u001b[${open}m${text}\u001b[${close}m` : text) : (text: string) => text,
  ]);
  return Object.fromEntries(entries) as Palette;
}

/** The palette for a Node stream (process.stdout or process.stderr). */
export function paletteFor(stream: { isTTY?: boolean }, env: Record<string, string | undefined> = process.env): Palette {
  return palette(coloured({ env, isTTY: stream.isTTY }));
}
