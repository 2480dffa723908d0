/** Summary figures over repeated runs. */

/** The median of a list of numbers (undefined for an empty list). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The largest of a list of numbers (undefined for an empty list). */
export function largest(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : Math.max(...values);
}
