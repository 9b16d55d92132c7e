import sharp from 'sharp';

/** A small photo-like JPEG for file inputs. */
export async function photo(seed = 1): Promise<Buffer> {
  const [w, h] = [80, 60];
  const pixels = Buffer.alloc(w * h * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + seed) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize(800, 600)
    .jpeg()
    .toBuffer();
}
