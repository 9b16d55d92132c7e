import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset paging (DESIGN §10: never OFFSET): the cursor is the last row's sort key and id,
 * opaque to clients (base64url JSON). A cursor that does not decode is treated as none.
 */
export type Cursor = { k: string; id: string };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    return typeof c.k === 'string' && typeof c.id === 'string' ? c : undefined;
  } catch {
    return undefined;
  }
}

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a day (yyyy-MM-dd) begins in India (no daylight saving: always UTC+5:30). */
export function startOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** Conditions for `column` within the Indian days from..to, both inclusive, either open. */
export function indianDayRange(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, startOfIndianDay(from)));
  if (to) conditions.push(lt(column, new Date(startOfIndianDay(to).getTime() + DAY_MS)));
  return conditions;
}

/** An ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
