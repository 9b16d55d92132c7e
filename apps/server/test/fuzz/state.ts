import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db.js';

/**
 * What a refused request may change, and why: everything else in the database (and the stored
 * uploads) must be exactly as it was after a 4xx.
 */
export const STATE_EXCLUSIONS = {
  tables: {
    rate_limits:
      'rate-limit counters: refused attempts count by design (login failures, registrations and code checks per address, work requests per member)',
  } as Record<string, string>,
  columns: {
    'sessions.last_seen_at': 'sliding session expiry: any signed-in request may touch it (at most once a minute)',
    'password_resets.tries': 'a wrong recovery code is refused and counts toward its 5 tries by design',
    'sign_in_codes.tries':
      'a wrong sign-in or phone-verification code is refused and counts toward its 5 tries by design',
  } as Record<string, string>,
};

export type StateDigest = Record<string, string>;

/**
 * A function returning a digest per table (an md5 of its rows, sorted, without the excluded
 * columns) and one of the file names under the uploads folder: one round trip for all tables.
 */
export async function createStateDigest(db: Db, uploadsDir: string): Promise<() => Promise<StateDigest>> {
  const { rows } = (await db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' order by c.table_name, c.ordinal_position`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const columns = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) {
    if (STATE_EXCLUSIONS.tables[table] || STATE_EXCLUSIONS.columns[`${table}.${column}`]) continue;
    columns.set(table, [...(columns.get(table) ?? []), `"${column}"`]);
  }
  const query = [...columns]
    .map(
      ([table, cols]) =>
        `select '${table}' as t, md5(coalesce(string_agg(x, E'\\n' order by x), '')) as d from (select row(${cols.join(', ')})::text as x from "${table}") s`,
    )
    .join(' union all ');
  return async () => {
    const result = (await db.execute(sql.raw(query))) as unknown as { rows: { t: string; d: string }[] };
    const digest: StateDigest = Object.fromEntries(result.rows.map((r) => [r.t, r.d]));
    digest['uploads (files)'] = storedFiles(uploadsDir).join(',');
    return digest;
  };
}

function storedFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/** The tables (and 'uploads') that differ between two digests. */
export function changedParts(before: StateDigest, after: StateDigest): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}
