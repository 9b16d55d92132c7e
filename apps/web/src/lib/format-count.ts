const count = new Intl.NumberFormat('en-IN');

/** 12345 → '12,345' (Indian digit grouping, like the money). */
export function formatCount(value: number): string {
  return count.format(value);
}
