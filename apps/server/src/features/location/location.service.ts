import { PINCODE_PATTERN, type PincodeLookup } from '@sevak/shared';
import type { Db } from '../../platform/db.js';
import {
  analyzePostOffices,
  findPostOfficesByPincode,
  hasPostOffices,
  insertPostOffices,
  lockPostOfficesForLoad,
  type PostOfficeRow,
} from './location.repo.js';
import { readPostOfficeFile, type PostOfficeRecord } from './post-office-file.js';

export const locationMessages = {
  notReady: 'Pincode lookup is not ready yet. Please type your address.',
  noRecords: 'No records found',
  found: (n: number) => `Number of pincode(s) found:${n}`,
} as const;

/**
 * GET /location/pincode/{pincode}, in the public postal API's shape; undefined while the directory
 * is empty, i.e. still being loaded after start (the route answers 503, never a wrong "No records
 * found").
 */
export async function lookupPincode(db: Db, pincode: string): Promise<PincodeLookup | undefined> {
  const offices = await findPostOfficesByPincode(db, pincode);
  if (offices.length > 0) {
    return [
      {
        Status: 'Success',
        Message: locationMessages.found(offices.length),
        PostOffice: offices.map((o) => ({ Name: o.name, District: o.district, State: o.state, Country: 'India' })),
      },
    ];
  }
  if (!(await hasPostOffices(db))) return undefined;
  return [{ Status: 'Error', Message: locationMessages.noRecords, PostOffice: null }];
}

export function isPincodeLookupReady(db: Db): Promise<boolean> {
  return hasPostOffices(db);
}

/** The source has stray spaces ("New Delhi ", "Hisar  Nai Mandi"). */
function tidy(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
}

function toRow(record: PostOfficeRecord): PostOfficeRow | undefined {
  const row = {
    pincode: String(record.pincode).trim(),
    name: tidy(record.name),
    district: tidy(record.district),
    state: tidy(record.state),
  };
  return PINCODE_PATTERN.test(row.pincode) && row.name && row.district && row.state ? row : undefined;
}

export type LoadResult = { inserted: number; skipped: number };

/**
 * Loads the India Post directory into an empty `post_offices` table (docs/stack.md: once, never per
 * request): multi-row inserts of `batchSize` rows in one transaction, so readers see all of it or
 * none. Does nothing when the table has rows, so it is safe on every start and from two
 * processes at once. `source` defaults to the package's file; tests pass a few real rows instead.
 */
export async function loadPostOffices(
  db: Db,
  source?: Iterable<PostOfficeRecord>,
  { batchSize = 5_000 } = {},
): Promise<LoadResult> {
  const result: LoadResult = { inserted: 0, skipped: 0 };
  if (await hasPostOffices(db)) return result;
  await db.transaction(async (tx) => {
    await lockPostOfficesForLoad(tx);
    if (await hasPostOffices(tx)) return;
    let batch: PostOfficeRow[] = [];
    for (const record of source ?? (await readPostOfficeFile())) {
      const row = toRow(record);
      if (!row) {
        result.skipped += 1;
        continue;
      }
      batch.push(row);
      if (batch.length >= batchSize) {
        await insertPostOffices(tx, batch);
        result.inserted += batch.length;
        batch = [];
      }
    }
    await insertPostOffices(tx, batch);
    result.inserted += batch.length;
    await analyzePostOffices(tx);
  });
  return result;
}
