/**
 * Stack traces mapped back to the TypeScript sources, on demand. The CLI and render bundles
 * carry linked source maps (bin/cli-bundle.js, cli/render/renderer.ts). Node's own mapping (process.setSourceMapsEnabled)
 * reads and parses the map of every bundle as it loads, in every process and render worker
 * (20–50 ms each, measured on a build with nothing to do), although a stack is printed only for
 * a bug in site; this reads the map of a bundle a stack names only when that stack is printed.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A position in a bundle: `file:///…/x.cjs:line:column` or `/…/x.cjs:line:column` (.mjs too). */
const BUNDLE_POSITION = /((?:file:\/\/)?\/[^\s()]+?\.[cm]js):(\d+):(\d+)/g;

/** `stack` with every position in a bundle that has a source map replaced by its source file, line and column. */
export function mappedStack(stack: string): string {
  const maps = new Map<string, { map: SourceMap; dir: string } | null>();
  return stack.replace(BUNDLE_POSITION, (whole, location: string, line: string, column: string) => {
    const file = location.startsWith('file://') ? fileURLToPath(location) : location;
    if (!maps.has(file)) maps.set(file, loadMap(file));
    const loaded = maps.get(file);
    const entry = loaded?.map.findEntry(Number(line) - 1, Number(column) - 1) as
      | { originalSource?: string; originalLine?: number; originalColumn?: number }
      | undefined;
    if (!loaded || !entry?.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return whole;
    return `${resolve(loaded.dir, entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** The source map beside a bundle (`x.cjs.map`), or null when it is missing or unreadable. */
function loadMap(file: string): { map: SourceMap; dir: string } | null {
  try {
    return { map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))), dir: dirname(file) };
  } catch {
    return null;
  }
}
