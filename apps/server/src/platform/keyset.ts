import { gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import { endOfIndianDay, isUuid, messages, startOfIndianDay } from '@sevak/shared';
import { AppError } from './errors.js';
import { hasBadText } from './input-edges.js';

/**
 * Keyset paging (docs/contract.md §10: never OFFSET): the cursor is the last row's sort key and id,
 * opaque to clients (base64url JSON). A cursor that does not decode, or whose key does not fit
 * the list's sort key type, is a 400 on every list (docs/decisions/009): it is cast in the
 * query, and a value the cast refuses would otherwise be a 500.
 */
export type Cursor = { k: string; id: string };

/**
 * The SQL type of a list's sort key, as the query casts the cursor's `k`: a timestamp (the
 * database's own text of a timestamptz), free text, a float, or a float and a count
 * (`4.5|12`, the rating sort).
 */
export type SortKeyType = 'timestamptz' | 'text' | 'float8' | 'float8|int4';

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MAX_KEY_LENGTH = 300;

/** The cursor of `text` for a list sorted by a key of `keyType`; none for no text; else 400. */
export function decodeCursor(text: string | undefined, keyType: SortKeyType): Cursor | undefined {
  if (!text) return undefined;
  const cursor = BASE64URL.test(text) ? parseCursor(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  if (!cursor || !isUuid(cursor.id) || !fitsKey(cursor.k, keyType)) {
    throw AppError.onField('BAD_CURSOR', 'cursor', messages.common.badCursor);
  }
  return cursor;
}

function parseCursor(json: string): Cursor | undefined {
  try {
    const c = JSON.parse(json) as unknown;
    if (typeof c !== 'object' || c === null) return undefined;
    const { k, id } = c as Record<string, unknown>;
    return typeof k === 'string' && typeof id === 'string' ? { k, id } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a cursor's key fits a sort key of `keyType` (a list composing keys checks its parts). */
export function fitsKey(k: string, keyType: SortKeyType): boolean {
  if (k.length > MAX_KEY_LENGTH || hasBadText(k)) return false;
  switch (keyType) {
    case 'text':
      return true;
    case 'timestamptz':
      return isTimestamp(k);
    case 'float8':
      return isFloat8(k);
    case 'float8|int4': {
      const [float, count, ...rest] = k.split('|');
      return rest.length === 0 && float !== undefined && count !== undefined && isFloat8(float) && isInt4(count);
    }
  }
}

// yyyy-MM-dd HH:mm:ss[.ffffff][±hh[:mm[:ss]]], as PostgreSQL writes a timestamptz as text.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?)$/;

/** A real instant PostgreSQL's timestamptz input accepts (no 31 February, no 25 o'clock). */
function isTimestamp(k: string): boolean {
  const m = TIMESTAMP.exec(k);
  if (!m) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetH = 0, offsetM = 0, offsetS = 0] = m
    .slice(1)
    .map((p) => Number(p ?? 0));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return (
    year >= 1 &&
    day >= 1 &&
    day <= days &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetH <= 15 &&
    offsetM <= 59 &&
    offsetS <= 59
  );
}

const FLOAT = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite float8 PostgreSQL accepts: it refuses overflow (1e999) and underflow to zero (1e-999). */
function isFloat8(k: string): boolean {
  if (!FLOAT.test(k)) return false;
  const n = Number(k);
  return Number.isFinite(n) && (n !== 0 || !/[1-9]/.test(k.replace(/e.*$/i, '')));
}

function isInt4(k: string): boolean {
  const n = Number(k);
  return /^-?\d{1,10}$/.test(k) && n >= -2_147_483_648 && n <= 2_147_483_647;
}

/**
 * One keyset page as a repo reads it: the decoded cursor (none on the first page), the type of
 * the sort key (how the cursor is cast in SQL) and the page size.
 */
export type PageRequest = { cursor: Cursor | undefined; keyType: SortKeyType; limit: number };

/** A list query's page: its cursor decoded against the sort key's type (400 when it does not fit). */
export function pageRequest(q: { cursor?: string | undefined; limit: number }, keyType: SortKeyType): PageRequest {
  return { cursor: decodeCursor(q.cursor, keyType), keyType, limit: q.limit };
}

/** How many rows to read for a page of `limit`: one more, whose presence says a next page exists. */
export function rowsToRead(limit: number): number {
  return limit + 1;
}

/** The cursor's key as SQL of the sort key's type. */
function keyOf(cursor: Cursor, keyType: PageRequest['keyType']): SQL {
  switch (keyType) {
    case 'timestamptz':
      return sql`${cursor.k}::timestamptz`;
    case 'text':
      return sql`${cursor.k}`;
    case 'float8':
      return sql`${cursor.k}::float8`;
    case 'float8|int4': {
      const [float, count] = cursor.k.split('|');
      return sql`${float}::float8, ${count}::int`;
    }
  }
}

/**
 * The rows after the page's cursor in a list ordered by (key, id) — descending unless `order`
 * says otherwise — or undefined on the first page (drizzle's `and` skips it).
 */
export function afterCursor(
  page: PageRequest,
  key: SQL | PgColumn,
  id: PgColumn,
  order: 'asc' | 'desc' = 'desc',
): SQL | undefined {
  if (!page.cursor) return undefined;
  const after = keyOf(page.cursor, page.keyType);
  return order === 'asc'
    ? sql`(${key}, ${id}) > (${after}, ${page.cursor.id})`
    : sql`(${key}, ${id}) < (${after}, ${page.cursor.id})`;
}

/**
 * The sort key as the database writes it, for the next cursor: a timestamptz to the microsecond
 * (a JS Date would round it), so the cursor matches exactly.
 */
export function sortKeyText(key: SQL | PgColumn): SQL<string> {
  return sql<string>`${key}::text`;
}

/**
 * The page out of the rows read (`rowsToRead(limit)` of them): at most `limit` items, and the
 * cursor of the last one when there were more.
 */
export function pageOf<R>(
  rows: R[],
  limit: number,
  cursorOf: (row: R) => Cursor,
): { items: R[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}

/** Conditions for `column` within the Indian days from..to, both inclusive, either open. */
export function indianDayRange(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, startOfIndianDay(from)));
  if (to) conditions.push(lt(column, endOfIndianDay(to)));
  return conditions;
}

/** An ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** The admin lists' member search: name, email or phone contains `text` (of `users`, or an alias of it). */
export function memberContains(member: { name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn }, text: string) {
  const like = containsPattern(text);
  return or(ilike(member.name, like), ilike(member.email, like), ilike(member.phone, like));
}
