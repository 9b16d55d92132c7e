import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statements.js';

/** The statement cache answers exactly as PGlite's own `query` does, from the second call on too. */
let pglite: PGlite;
let cached: ReturnType<typeof withStatementCache>;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table items (id int primary key, name text not null, at timestamptz, tags text[])`);
  cached = withStatementCache(pglite, 3);
});
afterAll(() => pglite.close());

const select = 'select id, name, at, tags from items where id >= $1 order by id';

describe('withStatementCache on PGlite', () => {
  it('gives the rows, fields and counts PGlite gives, on the first call and the later ones', async () => {
    const insert = await cached.query('insert into items values ($1, $2, $3, $4), ($5, $6, null, null)', [
      1,
      'Asha',
      new Date('2026-11-26T04:30:00Z'),
      ['a', 'b'],
      2,
      "Ravi's",
    ]);
    expect(insert.affectedRows).toBe(2);
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await pglite.query(select, [1], { rowMode });
      expect(await cached.query(select, [1], { rowMode })).toEqual(expected);
      expect(await cached.query(select, [1], { rowMode })).toEqual(expected);
    }
    expect((await cached.query<{ name: string }>(select, [2])).rows).toEqual([
      { id: 2, name: "Ravi's", at: null, tags: null },
    ]);
  });

  it('keeps the caller’s own parsers (drizzle reads timestamps as text)', async () => {
    const { rows } = await cached.query<{ at: string }>(select, [1], { parsers: { 1184: (value: string) => value } });
    expect(rows[0]!.at).toBe('2026-11-26 04:30:00+00');
  });

  it('throws the database error with the statement, and the next query works', async () => {
    const failing = cached.query('select $1::uuid as id', ['not-a-uuid']);
    await expect(failing).rejects.toMatchObject({ code: '22P02', query: 'select $1::uuid as id' });
    await expect(cached.query('select nope from items', [])).rejects.toMatchObject({ code: '42703' });
    expect((await cached.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back, and commits a good one', async () => {
    await expect(
      cached.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values ($1, $2)', [3, 'Meena']);
        await tx.query('insert into items (id, name) values ($1, $2)', [3, 'twice']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await cached.query(select, [3])).rows).toEqual([]);
    await cached.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values ($1, $2)', [3, 'Meena']);
    });
    expect((await cached.query<{ name: string }>(select, [3])).rows.map((r) => r.name)).toEqual(['Meena']);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('closes the least recently used statement past its capacity and prepares it again when needed', async () => {
    for (let n = 0; n < 6; n++) await cached.query(`select ${n} as n`);
    expect(cached.statementCount()).toBe(3);
    const { rows } = await pglite.query<{ count: number }>(
      `select count(*)::int as count from pg_prepared_statements where not from_sql`,
    );
    expect(rows[0]!.count).toBe(3);
    expect((await cached.query(select, [2])).rows).toHaveLength(2);
  });

  it('waits for a transaction before running a query outside it, as PGlite does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = cached.transaction(async (t) => {
      await t.query('update items set name = $1 where id = $2', ['Meena K', 3]);
      await held;
      order.push('transaction');
    });
    const outside = cached.query<{ name: string }>('select name from items where id = $1', [3]).then((r) => {
      order.push('outside');
      return r.rows[0]!.name;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await outside).toBe('Meena K');
    expect(order).toEqual(['transaction', 'outside']);
  });
});
