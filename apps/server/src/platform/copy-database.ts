import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/**
 * Copies every table of the public schema from the embedded database (PGlite) into a PostgreSQL
 * database the same migrations made (npm run migrate-to-postgres). Generic: the tables,
 * their columns and foreign keys come from the catalog, so a table a later migration adds is
 * copied too. The drizzle schema (the migrations journal: the target has its own) and pg-boss's
 * are not copied.
 *
 * - One transaction on the target: a copy that fails, or whose row counts differ, leaves nothing.
 * - Tables in foreign-key order; in a table that refers to itself (users.referred_by,
 *   payments.duplicate_of, ledger_transfers.pending_id) a referred row goes in first: rows are
 *   only ever inserted, as the ledger's append-only triggers demand.
 * - Every value travels as its text form and is cast back to the column's type: nothing is lost
 *   on the way (microseconds, bigints, jsonb, arrays, tsvectors).
 * - A table that triggers write from others (`member_views`) is not copied: copying its sources
 *   writes it, and its count is checked like the rest.
 * - Generated columns are left to PostgreSQL, identity columns keep their values (OVERRIDING
 *   SYSTEM VALUE), and every sequence of a copied column is moved past the largest value copied.
 * - Batches of up to 1,000 rows, one multi-row INSERT each, within PostgreSQL's 65,535 parameters.
 */

type Column = { name: string; type: string; identityAlways: boolean };
type ForeignKey = { table: string; refTable: string; columns: string[]; refColumns: string[] };
export type TableInfo = { name: string; columns: Column[]; foreignKeys: ForeignKey[] };
export type CopiedTable = { name: string; rows: number };

/** Rows per INSERT. */
const BATCH_ROWS = 1_000;
/** PostgreSQL's most parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/** The same text forms on both sides, whatever either server's defaults. */
const SESSION_SETTINGS = "SET DateStyle TO 'ISO, YMD'; SET IntervalStyle TO postgres; SET TimeZone TO 'UTC'";

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) => `"public".${quote(table)}`;

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const TABLES_SQL = `
  select c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
  order by c.relname`;

const COLUMNS_SQL = `
  select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
         a.attidentity = 'a' as "identityAlways"
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    and a.attgenerated = ''
  order by c.relname, a.attnum`;

const FOREIGN_KEYS_SQL = `
  select src.relname as "table", ref.relname as "refTable",
    array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
    array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as "refColumns"
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
  join pg_class ref on ref.oid = con.confrelid join pg_namespace rn on rn.oid = ref.relnamespace
  where con.contype = 'f' and sn.nspname = 'public' and rn.nspname = 'public'`;

/** The public schema's tables, their columns (generated ones left out) and foreign keys. */
export async function readTables(query: Query): Promise<TableInfo[]> {
  const names = await query<{ name: string }>(TABLES_SQL);
  const columns = await query<Column & { table: string }>(COLUMNS_SQL);
  const foreignKeys = await query<ForeignKey>(FOREIGN_KEYS_SQL);
  return names.map(({ name }) => ({
    name,
    columns: columns
      .filter((c) => c.table === name)
      .map(({ name, type, identityAlways }) => ({ name, type, identityAlways })),
    foreignKeys: foreignKeys.filter((fk) => fk.table === name),
  }));
}

/**
 * The tables ordered so each comes after the tables it refers to (a table referring to itself is
 * handled row by row). Ties in name order, so the order is always the same.
 */
export function orderByForeignKeys(tables: TableInfo[]): TableInfo[] {
  const left = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  while (left.size > 0) {
    const ready = [...left.values()].filter((t) =>
      t.foreignKeys.every((fk) => fk.refTable === t.name || !left.has(fk.refTable)),
    );
    if (ready.length === 0) {
      throw new Error(
        `the tables ${[...left.keys()].join(', ')} refer to each other in a cycle: no order to copy them in`,
      );
    }
    for (const table of ready.sort((a, b) => a.name.localeCompare(b.name))) {
      ordered.push(table);
      left.delete(table.name);
    }
  }
  return ordered;
}

/**
 * The order to insert a self-referring table's rows in: each row's key after the keys it refers
 * to (its depth in the reference tree). `rows` are [key, ...referred keys].
 */
export function keysInReferenceOrder(rows: (string | null)[][]): string[] {
  const parents = new Map<string, string[]>();
  for (const [key, ...refs] of rows) {
    if (key !== null && key !== undefined)
      parents.set(
        key,
        refs.filter((r): r is string => r !== null && r !== key),
      );
  }
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  for (const start of parents.keys()) {
    // Depth-first without recursion: a referral chain can be thousands long.
    const stack = [start];
    while (stack.length > 0) {
      const key = stack[stack.length - 1]!;
      if (depth.has(key)) {
        stack.pop();
        continue;
      }
      const refs = (parents.get(key) ?? []).filter((p) => parents.has(p));
      if (!visiting.has(key)) {
        visiting.add(key);
        for (const ref of refs) {
          if (visiting.has(ref)) throw new Error(`rows refer to each other in a cycle (through ${ref})`);
          if (!depth.has(ref)) stack.push(ref);
        }
        continue;
      }
      visiting.delete(key);
      depth.set(
        key,
        refs.reduce((most, ref) => Math.max(most, depth.get(ref)! + 1), 0),
      );
      stack.pop();
    }
  }
  return [...parents.keys()].sort((a, b) => depth.get(a)! - depth.get(b)!);
}

/** Public tables holding at least one row. */
export async function tablesWithRows(query: Query): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await query<{ name: string }>(TABLES_SQL)) {
    const [row] = await query<{ any: boolean }>(`select exists (select 1 from ${qualified(name)}) as any`);
    if (row?.any) found.push(name);
  }
  return found;
}

export type CopyResult = {
  tables: CopiedTable[];
  /** Tables of the embedded database the migrations do not make (made by hand): not copied. */
  skipped: string[];
};

/**
 * Copies the source's public tables into the target's (already migrated, empty: `refuse` is
 * called with the tables that hold rows, and throws). One transaction; counts checked before
 * it commits.
 */
export async function copyDatabase(
  source: PGlite,
  target: Pool,
  options: {
    refuseRows: (tables: string[]) => never;
    onTable?: (table: CopiedTable) => void;
    /** Rows per INSERT (default 1,000; tests use a few, so a table crosses batches). */
    batchRows?: number;
  },
): Promise<CopyResult> {
  await source.exec(SESSION_SETTINGS);
  const sourceQuery: Query = async (text, params) => (await source.query(text, params)).rows as never;
  const sourceTables = new Map((await readTables(sourceQuery)).map((t) => [t.name, t]));

  const client = await target.connect();
  const targetQuery: Query = async (text, params) => (await client.query(text, params)).rows as never;
  try {
    await client.query('BEGIN');
    await client.query(SESSION_SETTINGS);
    const withRows = await tablesWithRows(targetQuery);
    if (withRows.length > 0) options.refuseRows(withRows);
    const tables = orderByForeignKeys(await readTables(targetQuery));
    for (const table of tables) {
      const from = sourceTables.get(table.name);
      const missing = table.columns.filter((c) => !from?.columns.some((s) => s.name === c.name));
      if (!from || missing.length > 0) {
        throw new Error(
          `the embedded database's ${table.name} ${from ? `has no column ${missing.map((c) => c.name).join(', ')}` : 'is missing'}: is it migrated?`,
        );
      }
    }
    const copied: CopiedTable[] = [];
    for (const table of tables) {
      // Written by triggers as the tables it is made from are copied: counted, not copied.
      const rows = DERIVED_TABLES.has(table.name)
        ? await count(sourceQuery, table.name)
        : await copyTable(source, client, table, options.batchRows ?? BATCH_ROWS);
      copied.push({ name: table.name, rows });
      options.onTable?.({ name: table.name, rows });
    }
    // Counted once all is copied: a trigger adding rows to a table copied earlier shows too.
    for (const { name, rows } of copied) {
      const [expected, found] = [await count(sourceQuery, name), await count(targetQuery, name)];
      if (rows !== expected || found !== expected) {
        throw new Error(`${name}: ${expected} rows in the embedded database, ${found} in PostgreSQL: nothing was kept`);
      }
    }
    await moveSequences(client, tables);
    await client.query('COMMIT');
    const names = new Set(tables.map((t) => t.name));
    return { tables: copied, skipped: [...sourceTables.keys()].filter((name) => !names.has(name)) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Tables that triggers fill from others (docs/decisions/043): the copy of their sources makes them. */
const DERIVED_TABLES = new Set(['member_views']);

async function count(query: Query, table: string) {
  return (await query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}`))[0]!.n;
}

/** Copies one table's rows; returns how many. */
async function copyTable(source: PGlite, target: PoolClient, table: TableInfo, batchRows: number): Promise<number> {
  const { columns } = table;
  const list = columns.map((c) => quote(c.name)).join(', ');
  const texts = columns.map((c) => `${quote(c.name)}::text`).join(', ');
  const batch = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)));
  const overriding = columns.some((c) => c.identityAlways) ? ' OVERRIDING SYSTEM VALUE' : '';
  const insert = async (rows: (string | null)[][]) => {
    if (rows.length === 0) return;
    const tuples = rows.map(
      (_, r) => `(${columns.map((c, i) => `$${r * columns.length + i + 1}::${c.type}`).join(', ')})`,
    );
    await target.query(
      `INSERT INTO ${qualified(table.name)} (${list})${overriding} VALUES ${tuples.join(', ')}`,
      rows.flat(),
    );
  };
  const select = `select ${texts} from ${qualified(table.name)}`;
  const selfRefs = table.foreignKeys.filter((fk) => fk.refTable === table.name);
  if (selfRefs.length === 0) return copyRows(source, select, [], batch, insert);

  // Referred rows first. The referred column is the table's key (one column, the same for every
  // self-reference); rows are fetched by key, a batch at a time, in reference order.
  const keys = new Set(selfRefs.map((fk) => fk.refColumns.join(',')));
  const key = selfRefs[0]!.refColumns[0]!;
  if (keys.size !== 1 || selfRefs.some((fk) => fk.columns.length !== 1)) {
    throw new Error(`${table.name}: only self-references of one column to one key can be ordered`);
  }
  const keyType = columns.find((c) => c.name === key)!.type;
  const { rows: references } = await source.query<(string | null)[]>(
    `select ${[key, ...selfRefs.map((fk) => fk.columns[0]!)].map((c) => `${quote(c)}::text`).join(', ')} from ${qualified(table.name)}`,
    [],
    { rowMode: 'array' },
  );
  let copied = await copyRows(source, `${select} where ${quote(key)} is null`, [], batch, insert);
  const ordered = keysInReferenceOrder(references);
  for (let i = 0; i < ordered.length; i += batch) {
    const chunk = ordered.slice(i, i + batch);
    // All of a chunk in one INSERT: PostgreSQL checks its foreign keys once the statement is done.
    const { rows } = await source.query<(string | null)[]>(
      `${select} where ${quote(key)} = any($1::${keyType}[])`,
      [chunk],
      {
        rowMode: 'array',
      },
    );
    await insert(rows);
    copied += rows.length;
  }
  return copied;
}

/** Reads a query's rows through a cursor, `batch` at a time, into `insert`. */
async function copyRows(
  source: PGlite,
  select: string,
  params: unknown[],
  batch: number,
  insert: (rows: (string | null)[][]) => Promise<void>,
): Promise<number> {
  let copied = 0;
  await source.transaction(async (tx) => {
    await tx.query(`declare sevak_copy no scroll cursor for ${select}`, params);
    for (;;) {
      const { rows } = await tx.query<(string | null)[]>(`fetch ${batch} from sevak_copy`, [], { rowMode: 'array' });
      if (rows.length === 0) break;
      await insert(rows);
      copied += rows.length;
    }
    await tx.query('close sevak_copy');
  });
  return copied;
}

/** Every sequence a copied column takes its values from (serial, identity) moves past their largest. */
async function moveSequences(client: PoolClient, tables: TableInfo[]): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(`
    select * from (
      select c.relname as "table", a.attname as "column",
             pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    ) s
    where sequence is not null`);
  const copied = new Set(tables.map((t) => t.name));
  for (const { table, column, sequence } of rows.filter((r) => copied.has(r.table))) {
    await client.query(
      `select setval($1::regclass, m) from (select max(${quote(column)}) as m from ${qualified(table)}) x where m is not null`,
      [sequence],
    );
  }
}
