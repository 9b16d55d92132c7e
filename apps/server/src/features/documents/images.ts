import { createRequire } from 'node:module';
import pLimit from 'p-limit';
import type Sharp from 'sharp';
import { MAX_IMAGE_PIXELS, registrationMessages } from '@sevak/shared';
import { AppError } from '../../platform/errors.js';

/** What an uploaded image may be, judged by its bytes, never its name or header (docs/contract.md §8). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_SIDE = 2000;
const THUMB_SIDE = 320;

export type ProcessedImage = {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg';
};

let loaded: typeof Sharp | undefined;
/** sharp, loaded by the first upload rather than at every start. */
function sharp(...args: Parameters<typeof Sharp>) {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('sharp') as typeof Sharp;
    // Every upload is different: libvips' operation cache would only hold memory (docs/contract.md §10).
    loaded.cache(false);
  }
  return loaded(...args);
}

/**
 * One image is decoded at a time in this process, whatever the number of uploads in flight
 * (docs/contract.md §10: 512 MB). Each decode already uses every core (libvips' threads), so two at once
 * on this 2-core class of machine were no faster, only bigger (bench/upload); the others wait
 * their turn (p-limit, in arrival order). Uploads themselves are limited too (withUploadSlot).
 */
export const IMAGE_CONCURRENCY = 1;
const limitImageWork = pLimit(IMAGE_CONCURRENCY);

/**
 * Checks the magic bytes, then re-encodes with sharp: turned upright by its EXIF orientation,
 * at most 2000 px, JPEG, and without any metadata (EXIF, GPS). Plus a 320 px thumbnail for lists.
 * The photo is decoded once (shrunk while loading) and both outputs come from those pixels:
 * the whole job costs about one plain resize (bench/upload).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('FILE_TYPE_INVALID', registrationMessages.invalidFileType);
  return limitImageWork(() => reencode(bytes));
}

async function reencode(bytes: Buffer): Promise<ProcessedImage> {
  // More pixels than a phone camera makes is refused from the header, before any decoding: a
  // 16000×16000 PNG fits in 5 MB but decodes to ~770 MB.
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_IMAGE_PIXELS)
    throw new AppError('IMAGE_TOO_MANY_PIXELS', registrationMessages.imageTooManyPixels);
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [image, thumb] = await Promise.all([
      sharp(data, pixels).jpeg({ quality: 82 }).toBuffer(),
      sharp(data, pixels)
        .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 72 })
        .toBuffer(),
    ]);
    return { image, thumb, width: info.width, height: info.height, contentType: 'image/jpeg' };
  } catch (err) {
    // libvips' own check, should the header have understated the size.
    if ((err as Error).message.includes('pixel limit'))
      throw new AppError('IMAGE_TOO_MANY_PIXELS', registrationMessages.imageTooManyPixels);
    // The header said image, the body could not be decoded: treat it as the wrong kind of file.
    throw new AppError('FILE_TYPE_INVALID', registrationMessages.invalidFileType);
  }
}
