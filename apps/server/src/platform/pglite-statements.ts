import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite with a statement cache. PGlite's `query` parses, describes and plans its SQL
 * on every call; PostgreSQL's extended protocol can keep a named statement instead, as
 * node-postgres does for a statement with a name. Here every SQL text drizzle sends becomes a
 * named statement on first use (parse and describe once), and each later call only binds and
 * executes it, in one trip into the database: the signed-in member's statement costs ~150 µs
 * that way against ~700 µs parsed again. The least recently used statements are closed past
 * `capacity`. Prepared statements outlive transactions (PostgreSQL's protocol-level statements
 * are not transactional), so one cache serves queries inside and outside them.
 *
 * Returns what drizzle's PGlite driver calls (`query` and `transaction`), holding PGlite's locks
 * as its own `query` does: the transaction lock outside a transaction, the query lock always.
 */
export function withStatementCache(pglite: PGlite, capacity = 250) {
  const statements = new Map<string, Statement>();
  let named = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `s${++named}`;
    const messages = await pglite.execProtocolStream(
      concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const rowDescription = messages.find((m) => m.name === 'rowDescription');
    return { name, paramTypes: parse.parseDescribeStatementResults(messages), rowDescription };
  }

  async function evictOldest() {
    const [text, statement] = statements.entries().next().value!;
    statements.delete(text);
    await pglite.execProtocolStream(concat(serialize.close({ type: 'S', name: statement.name }), serialize.sync()), {
      syncToFs: false,
      throwOnError: false,
    });
  }

  /** Runs `text` as a named statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text); // most recently used last
      } else {
        statement = await prepare(text);
        if (statements.size >= capacity) await evictOldest();
      }
      statements.set(text, statement);
      const { paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i]!;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await pglite.execProtocolStream(
        concat(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()),
        { syncToFs: false },
      );
      if (!pglite.isInTransaction()) await pglite.syncToFs();
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(described, pglite.parsers, options)[0] as Results<T>;
    } catch (err) {
      // As PGlite's own query does: the error names the statement that failed.
      if (err instanceof protocol.messages.DatabaseError)
        Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    }
  }

  /** Options this cache does not handle (files to COPY, explicit parameter types) go to PGlite. */
  const plain = (options?: QueryOptions) => options?.blob !== undefined || options?.paramTypes !== undefined;

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (plain(options)) return pglite.query<T>(text, params, options);
    await pglite._checkReady(); // as PGlite's query: refuses once closed, and keeps the callers' order
    return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run<T>(text, params, options)));
  }

  function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return pglite.transaction((tx) =>
      fn(
        Object.create(tx, {
          query: {
            value: <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
              if (tx.closed) throw new Error('Transaction is closed');
              if (plain(options)) return tx.query<R>(text, params, options);
              return pglite._runExclusiveQuery(() => run<R>(text, params, options));
            },
          },
        }) as Transaction,
      ),
    );
  }

  return { query, transaction, statementCount: () => statements.size };
}

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  rowDescription: BackendMessage | undefined;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
