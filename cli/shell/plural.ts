/** Counted nouns for messages: "1 file", "2 files", "0 pages". */

/** `n` and the noun, singular only for exactly one; `many` for irregular plurals (default: noun + "s"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The first `max` items, then "+N more" for the rest: "/a, /b, /c +2 more". */
export function firstFew(items: readonly string[], max = 3): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} +${items.length - max} more` : shown;
}
