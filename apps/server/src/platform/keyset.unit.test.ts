import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { afterCursor, decodeCursor, pageOf, pageRequest, rowsToRead } from './keyset.js';

const ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${i}${ID.slice(1)}`, at: `2026-01-0${i + 1} 00:00:00+00` }));
const cursorOf = (row: { id: string; at: string }) => ({ k: row.at, id: row.id });

describe('pageOf', () => {
  it('reads one row more than the page: its presence gives the cursor of the last item shown', () => {
    expect(rowsToRead(2)).toBe(3);
    const page = pageOf(rows(3), 2, cursorOf);
    expect(page.items).toEqual(rows(2));
    expect(decodeCursor(page.nextCursor!, 'timestamptz')).toEqual({
      k: '2026-01-02 00:00:00+00',
      id: `1${ID.slice(1)}`,
    });
  });

  it('has no next page when the rows read fit the page, or there are none', () => {
    expect(pageOf(rows(2), 2, cursorOf)).toEqual({ items: rows(2), nextCursor: null });
    expect(pageOf([], 2, cursorOf)).toEqual({ items: [], nextCursor: null });
  });
});

describe('afterCursor', () => {
  const render = (condition: ReturnType<typeof afterCursor>) => new PgDialect().sqlToQuery(condition!);
  const cursor = Buffer.from(JSON.stringify({ k: '2026-01-01 10:00:00+00', id: ID })).toString('base64url');

  it('nothing on the first page', () => {
    expect(afterCursor(pageRequest({ limit: 20 }, 'timestamptz'), users.createdAt, users.id)).toBeUndefined();
  });

  it('compares (key, id) with the cursor cast to the key’s type, descending unless asked', () => {
    const page = pageRequest({ cursor, limit: 20 }, 'timestamptz');
    expect(render(afterCursor(page, users.createdAt, users.id))).toMatchObject({
      sql: '("users"."created_at", "users"."id") < ($1::timestamptz, $2)',
      params: ['2026-01-01 10:00:00+00', ID],
    });
    expect(render(afterCursor(page, users.createdAt, users.id, 'asc')).sql).toBe(
      '("users"."created_at", "users"."id") > ($1::timestamptz, $2)',
    );
  });
});
