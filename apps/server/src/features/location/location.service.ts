import { PINCODE_PATTERN, searchMessages, type PincodeLookup } from '@sevak/shared';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import {
  analyzePostOffices,
  findPostOfficesByPincode,
  findNearestPincode,
  findPincodePoint,
  hasPincodePoints,
  hasPostOffices,
  insertPincodePoints,
  insertPostOffices,
  lockPostOfficesForLoad,
  type PostOfficeRow,
} from './location.repo.js';
import {
  readPincodeCentroids,
  readPostOfficeFile,
  type PincodeCentroid,
  type PostOfficeRecord,
} from './post-office-file.js';

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

/** Whether the directory and the pincodes' points are loaded. */
export async function isPincodeLookupReady(db: Db): Promise<boolean> {
  return (await hasPostOffices(db)) && (await hasPincodePoints(db));
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
 * request), then a point for each of its pincodes into an empty `pincode_points`
 * (docs/pincode-coverage.md): multi-row inserts of `batchSize` rows in one transaction, so readers
 * see all of it or none. Does what is not done yet, so it is safe on every start and from two
 * processes at once (a database from before the points gets only those). `source` and
 * `centroids` default to the packages' data; tests pass a few real rows instead.
 */
export async function loadPostOffices(
  db: Db,
  source?: Iterable<PostOfficeRecord>,
  { batchSize = 5_000, centroids }: { batchSize?: number; centroids?: readonly PincodeCentroid[] } = {},
): Promise<LoadResult> {
  const result: LoadResult = { inserted: 0, skipped: 0 };
  if (await isPincodeLookupReady(db)) return result;
  await db.transaction(async (tx) => {
    await lockPostOfficesForLoad(tx);
    if (!(await hasPostOffices(tx))) await insertDirectory(tx, source, batchSize, result);
    if (!(await hasPincodePoints(tx))) await insertPincodePoints(tx, centroids ?? readPincodeCentroids());
  });
  return result;
}

async function insertDirectory(
  tx: DbOrTx,
  source: Iterable<PostOfficeRecord> | undefined,
  batchSize: number,
  result: LoadResult,
) {
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
}

/** A point to measure distances from, with the pincode it is known by and that pincode's district. */
export type SearchPoint = { lat: number; lng: number; pincode: string; district: string };

/**
 * The point of a pincode (its centroid), or of a browser's location (as given, known by the
 * nearest pincode); 400 on `near` for a pincode we have no point for.
 */
export async function searchPointOf(db: Db, at: { near: string } | { lat: number; lng: number }): Promise<SearchPoint> {
  if ('near' in at) {
    const point = await findPincodePoint(db, at.near);
    if (!point) throw AppError.onField('PINCODE_UNKNOWN', 'near', searchMessages.unknownPincode);
    return { ...point, pincode: at.near, district: await districtOf(db, at.near) };
  }
  const pincode = await findNearestPincode(db, at.lat, at.lng);
  if (!pincode) throw new AppError('PINCODES_NOT_READY', locationMessages.notReady);
  return { lat: at.lat, lng: at.lng, pincode, district: await districtOf(db, pincode) };
}

async function districtOf(db: Db, pincode: string): Promise<string> {
  return (await findPostOfficesByPincode(db, pincode))[0]?.district ?? '';
}
