import { describe, expect, it } from 'vitest';
import type { Database } from './db.js';
import { jobDatabaseAdapter } from './jobs.js';

describe('the job queue after it stopped', () => {
  it('answers a late poll with no jobs and a late completion with a count of none, never touching the database', async () => {
    let queries = 0;
    const database = { pool: { query: async () => (queries++, { rows: [] }) } } as unknown as Database;
    const adapter = jobDatabaseAdapter(database);
    adapter.close();
    // pg-boss reads `rows[0].count` of its completion commands (WITH results AS (…) SELECT COUNT(*) FROM results).
    const completed = await adapter.executeSql(
      'WITH results AS (UPDATE j SET state = $1) SELECT COUNT(*) FROM results',
      [],
    );
    expect(Number(completed.rows[0]?.count)).toBe(0);
    expect((await adapter.executeSql('SELECT id, data FROM job WHERE state = $1', [])).rows).toEqual([]);
    expect(queries).toBe(0);
  });
});
