/**
 * "Did you mean": the candidate a writer most likely meant, for a mistyped key, category, route
 * or file. A suggestion is made only when it is close enough to be a typo or an abbreviation.
 */
import { basename } from 'node:path';

/** Closest candidate by edit distance, if close enough to be a likely typo; else the one candidate the input abbreviates ("Lead Mgmt"). */
export function suggest(input: string, candidates: readonly string[]): string | undefined {
  return closest(input, candidates, Math.max(2, Math.floor(input.length / 3))) ?? abbreviated(input, candidates);
}

/** For a file path: the closest existing path, allowing as many edits as a typo in its file name would make. */
export function suggestPath(input: string, candidates: readonly string[]): string | undefined {
  return closest(input, candidates, Math.max(2, Math.floor(basename(input).length / 3)));
}

/** Up to `count` candidates, nearest first (ties in name order): "the nearest existing names". */
export function nearest(input: string, candidates: readonly string[], count = 3): string[] {
  const distance = (c: string) => editDistance(input.toLowerCase(), c.toLowerCase());
  return candidates
    .map((c) => [c, distance(c)] as const)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([c]) => c);
}

function closest(input: string, candidates: readonly string[], maxDistance: number): string | undefined {
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const d = editDistance(input.toLowerCase(), candidate.toLowerCase());
    // A candidate that shares no letter in place with the input ("x" and "id") is a guess, not a typo.
    if (d < bestDistance && d < Math.max(input.length, candidate.length)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** The only candidate whose words the input's words abbreviate, in order: each starts the same and keeps its letters in order ("Mgmt" → "Management"). */
function abbreviated(input: string, candidates: readonly string[]): string | undefined {
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[\s&/-]+/)
      .filter(Boolean);
  const short = words(input);
  if (short.length === 0) return undefined;
  const matches = candidates.filter((candidate) => {
    const long = words(candidate);
    return long.length === short.length && short.every((word, i) => word[0] === long[i]![0] && isSubsequence(word, long[i]!));
  });
  return matches.length === 1 ? matches[0] : undefined;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const char of long) if (char === short[i]) i++;
  return i === short.length;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
