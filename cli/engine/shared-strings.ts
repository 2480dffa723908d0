/**
 * One copy of each string the render stage keeps. Results from render workers arrive as fresh
 * copies: every page's facts repeat the same link targets, ids, file paths and island names
 * (about 85 strings a page), and at 10,000 pages those copies held tens of MB of the main
 * thread's heap until the build ended. Kept results go through `share`, which swaps each string
 * for the first equal one seen.
 */

/** A sharer of strings for one build: `share(value)` replaces, in place, every string inside plain objects and arrays. */
export function stringSharer(): <T>(value: T) => T {
  const seen = new Map<string, string>();
  const one = (text: string): string => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    seen.set(text, text);
    return text;
  };
  const share = <T>(value: T): T => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = typeof value[i] === 'string' ? one(value[i]) : share(value[i]);
    } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const record = value as Record<string, unknown>;
      for (const key in record) record[key] = typeof record[key] === 'string' ? one(record[key] as string) : share(record[key]);
    }
    return value;
  };
  return share;
}
