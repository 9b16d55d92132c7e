import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPostOffices, lookupPincode } from '../features/location/location.service.js';
import { createDatabaseFromTemplate, saveDatabaseTemplate } from '../platform/database-template.js';
import { migrate, openDatabase } from '../platform/db.js';

/** A first start extracts the build's database instead of creating one. */
const work = mkdtempSync(path.join(tmpdir(), 'sevak-template-test-'));
const template = path.join(work, 'database.tar.gz');

beforeAll(async () => {
  const made = path.join(work, 'made');
  const database = await openDatabase({ dataDir: path.join(made, 'db') });
  await migrate(database);
  await loadPostOffices(database.db, [
    { name: 'Whitefield', pincode: 560066, district: 'Bangalore', state: 'Karnataka' },
  ]);
  await database.close();
  await saveDatabaseTemplate(made, template);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the database template', () => {
  it('becomes a new data folder that opens with what the build put in it', async () => {
    const dbDir = path.join(work, 'first-start', 'db');
    expect(await createDatabaseFromTemplate(dbDir, template)).toBe(true);
    const database = await openDatabase({ dataDir: dbDir });
    try {
      const [found] = (await lookupPincode(database.db, '560066'))!;
      expect(found!.PostOffice).toEqual([
        { Name: 'Whitefield', District: 'Bangalore', State: 'Karnataka', Country: 'India' },
      ]);
    } finally {
      await database.close();
    }
    // Nothing left beside it from the extraction.
    expect(readdirSync(path.dirname(dbDir))).toEqual(['db']);
  });

  it('is not there before a build: the caller creates the database itself', async () => {
    const dbDir = path.join(work, 'no-build', 'db');
    expect(await createDatabaseFromTemplate(dbDir, path.join(work, 'missing.tar.gz'))).toBe(false);
    expect(existsSync(dbDir)).toBe(false);
  });

  it('leaves no half database behind when the archive is cut short', async () => {
    const cut = path.join(work, 'cut.tar.gz');
    const whole = readFileSync(template);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const dataDir = path.join(work, 'cut-start');
    await expect(createDatabaseFromTemplate(path.join(dataDir, 'db'), cut)).rejects.toThrow();
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
