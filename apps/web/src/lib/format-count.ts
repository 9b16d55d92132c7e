import { indianFormat } from '@sevak/shared';

const count = indianFormat();

/** 12345 → '12,345' (Indian digit grouping, like the money). */
export function formatCount(value: number): string {
  return count().format(value);
}
