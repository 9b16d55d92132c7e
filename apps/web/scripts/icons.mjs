// Draws the app's icons (web app manifest, apple-touch-icon) from one mark: `node apps/web/scripts/icons.mjs`.
// The PNGs are committed; run this again only when the mark changes.
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
const BLUE = '#4263eb';

/** The 'S' mark on Sevak's blue; `safe` is the share of the square the mark may use (maskable: 80%). */
function mark(size, { rounded, safe }) {
  const radius = rounded ? size * 0.22 : 0;
  const font = size * 0.6 * safe;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BLUE}"/>
  <text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, sans-serif" font-size="${font}" font-weight="800" fill="#fff" text-anchor="middle">S</text>
</svg>`);
}

const icons = [
  ['icon-192.png', 192, { rounded: true, safe: 1 }],
  ['icon-512.png', 512, { rounded: true, safe: 1 }],
  ['maskable-512.png', 512, { rounded: false, safe: 0.8 }],
  ['apple-touch-icon.png', 180, { rounded: false, safe: 0.9 }],
];
for (const [name, size, options] of icons) {
  await sharp(mark(size, options)).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, name));
  console.log(name);
}
