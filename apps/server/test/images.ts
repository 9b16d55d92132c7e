import sharp from 'sharp';
import { PRIVACY_NOTICE_VERSION } from '@sevak/shared';

/**
 * A real photo-like JPEG (noise, so it compresses like a photo) carrying EXIF with a GPS
 * position, as phone cameras write them.
 */
export async function makePhoto({ width = 1200, height = 900, format = 'jpeg' as 'jpeg' | 'png' | 'webp' } = {}) {
  // Random detail at 1/8 scale, smoothly enlarged: compresses like a photo (a 4000×3000 JPEG is
  // a few MB, as a phone's is), unlike pure noise.
  const w = Math.ceil(width / 8);
  const h = Math.ceil(height / 8);
  const noise = Buffer.alloc(w * h * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const detail = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  let image = sharp(detail, { raw: { width, height, channels: 3 } });
  if (format === 'jpeg') {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A registration form as the web app sends it. */
export async function registrationForm(
  fields: Record<string, string | undefined> = {},
  files: Partial<Record<'frontAadhar' | 'backAadhar' | 'profilePic', Buffer | null>> = {},
) {
  const photo = await makePhoto();
  const form = new FormData();
  const values: Record<string, string | undefined> = {
    name: 'Sunita Devi',
    email: 'sunita.devi@gmail.com',
    phone: '9876501234',
    password: 'Mera-Ghar-2026',
    confirmpassword: 'Mera-Ghar-2026',
    address: JSON.stringify({
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560034',
    }),
    businessCategory: JSON.stringify(['Tailor', 'blouse stitching']),
    businessName: 'Sunita Tailoring',
    businessAddress: '4th Block, Koramangala',
    businessDetaile: 'Blouses, salwar suits and alterations.',
    // The member's consent to the current privacy notice: an admin's form ignores it.
    privacyConsent: 'true',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  for (const slot of ['frontAadhar', 'backAadhar', 'profilePic'] as const) {
    const bytes = slot in files ? files[slot] : photo;
    if (bytes) form.append(slot, new Blob([bytes], { type: 'image/jpeg' }), `${slot}.jpg`);
  }
  return form;
}
