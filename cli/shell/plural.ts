/** Counted nouns for messages: "1 file", "2 files", "0 pages". */

/** `n` and the noun, singular only for exactly one; `many` for irregular plurals (default: noun + "s"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
