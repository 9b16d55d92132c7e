// docs/contract.md §10 uploads: the registration handler's image work (magic-byte check, upright, ≤ 2000 px
// JPEG without metadata, 320 px thumbnail) against a bare sharp resize of the same phone-size
// photos, interleaved in one run: budget ≥ 0.75× the bare ops/s. Then peak memory of the real
// server with two registrations in flight, and with twenty at once: budget ≤ 512 MB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { median, root, startProcess, tempDir } from './lib.mjs';

const PORT = 3305;
/** As `npm start` runs the server (docs/decisions/002): glibc malloc tuned for libvips' threads. */
const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** A 4000×3000 photo-like JPEG with EXIF (as a phone writes it), a few MB. */
async function phonePhoto(seed) {
  const [w, h] = [500, 375];
  const small = Buffer.alloc(w * h * 3);
  for (let i = 0; i < small.length; i++) small[i] = ((i + seed) * 2654435761) >>> 24;
  const detail = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  return sharp(detail, { raw: { width: 4000, height: 3000, channels: 3 } })
    .withExif({ IFD0: { Make: 'Bench' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function opsPerSecond(work, photos, seconds = 3) {
  let ops = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    await work(photos[ops % photos.length]);
    ops += 1;
  }
  return ops / seconds;
}

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const SERVER = path.join(root, 'apps/server/dist/server.js');

/**
 * Starts `script` (a built server) on a fresh embedded database, sends `total` registrations with
 * `inFlight` of them at a time, and returns its peak RSS (VmHWM) and the answers' status codes.
 */
async function serverPeak(script, { total, inFlight, files, expect }) {
  const server = await startProcess(
    [script],
    {
      PORT: String(PORT),
      DATA_DIR: tempDir('sevak-upload-bench-'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...MALLOC_ENV,
    },
    `http://127.0.0.1:${PORT}/api/health`,
  );
  const idle = Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );
  const statuses = {};
  let n = 0;
  const registerOne = async () => {
    n += 1;
    const id = String(n).padStart(4, '0');
    const form = new FormData();
    const fields = {
      name: `Bench Member ${id}`,
      email: `bench.${id}@gmail.com`,
      phone: `98765${id}0`.slice(0, 10),
      password: 'bench-password-1',
      confirmpassword: 'bench-password-1',
      address: JSON.stringify({
        area: 'MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pincode: '411001',
      }),
      businessCategory: '["Plumber"]',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const images = files();
    ['frontAadhar', 'backAadhar', 'profilePic'].forEach((slot, i) =>
      form.append(slot, new Blob([images[i]], { type: 'image/jpeg' }), `${slot}.jpg`),
    );
    const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/registerUserweb`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': `10.9.${Math.floor(n / 200)}.${n % 200}` },
    }).catch((err) => ({ status: `error (${err.cause?.code ?? err.message})`, text: async () => '' }));
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (expect !== undefined && res.status !== expect)
      throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  };
  const started = performance.now();
  const worker = async (count) => {
    for (let i = 0; i < count; i++) await registerOne();
  };
  await Promise.all(Array.from({ length: inFlight }, () => worker(total / inFlight)));
  const seconds = (performance.now() - started) / 1000;
  const alive = server.child.exitCode === null;
  const peak = alive ? peakRssMb(server.child.pid) : NaN;
  await server.stop();
  const statusText =
    Object.entries(statuses)
      .map(([code, count]) => `${count}× ${code}`)
      .join(', ') + (alive ? '' : ', server died');
  return { idle, peak, perSecond: total / seconds, statuses: statusText };
}

export default async function run({ rounds = Number(process.env.BENCH_ROUNDS ?? 6) } = {}) {
  const photos = await Promise.all([1, 2, 3].map(phonePhoto));
  console.log(`photos: 4000×3000 JPEG, ${photos.map((p) => (p.length / 1e6).toFixed(1)).join(', ')} MB`);

  // The handler's own image code, from the source (run through tsx).
  const { processImage } = await import('../apps/server/src/features/documents/images.ts');
  const bare = (photo) => sharp(photo).resize({ width: 2000, height: 2000, fit: 'inside' }).jpeg().toBuffer();
  const ratios = [];
  const rates = { handler: [], bare: [] };
  for (let i = 0; i < rounds; i++) {
    const a = await opsPerSecond(processImage, photos);
    const b = await opsPerSecond(bare, photos);
    rates.handler.push(a);
    rates.bare.push(b);
    ratios.push(a / b);
  }
  const ratio = median(ratios);
  console.log(
    `  handler image work: median ${median(rates.handler).toFixed(1)} ops/s; bare sharp resize: ${median(rates.bare).toFixed(1)} ops/s`,
  );
  console.log(`  per-round ratios ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(`  median ratio ${ratio.toFixed(2)} (budget ≥ 0.75) ${ratio >= 0.75 ? 'OK' : 'OVER BUDGET'}`);

  // Peak memory of the real server: two registrations in flight at all times (docs/contract.md §10), then
  // twenty at once with phone photos, and with an image of 16000×16000 pixels
  // (a 0.8 MB PNG that decodes to ~770 MB), which must be refused from its header. With
  // UPLOAD_BENCH_BEFORE=<another build's server.js> the same runs go against it too, side by side.
  const vast = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#8a8a8a' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const servers = {
    ...(process.env.UPLOAD_BENCH_BEFORE && { before: process.env.UPLOAD_BENCH_BEFORE }),
    after: SERVER,
  };
  const runs = {};
  for (const [label, script] of Object.entries(servers)) {
    const mine = label === 'after';
    runs[label] = {
      pairs: await serverPeak(script, { total: 20, inFlight: 2, files: () => photos, expect: mine ? 201 : undefined }),
      photos: await serverPeak(script, {
        total: 20,
        inFlight: 20,
        files: () => photos,
        expect: mine ? 201 : undefined,
      }),
      vast: await serverPeak(script, {
        total: 20,
        inFlight: 20,
        files: () => [photos[0], vast, photos[2]],
        expect: mine ? 400 : undefined,
      }),
    };
  }
  console.log('  peak RSS of the server, 20 registrations (3 images each):');
  const columns = ['2 in flight, phone photos', '20 at once, phone photos', '20 at once, one 16000×16000 PNG each'];
  console.log(`    ${'server'.padEnd(7)} ${columns.map((c) => c.padEnd(40)).join(' ')}`);
  for (const [label, run] of Object.entries(runs)) {
    const cell = (r) => `${r.peak} MB (idle ${r.idle}; ${r.statuses})`;
    console.log(`    ${label.padEnd(7)} ${[run.pairs, run.photos, run.vast].map((r) => cell(r).padEnd(40)).join(' ')}`);
  }
  const after = runs.after;
  console.log(
    `  2 in flight: ${after.pairs.perSecond.toFixed(1)} registrations per second; 20 at once: ${after.photos.perSecond.toFixed(1)} per second`,
  );
  const peak = Math.max(after.pairs.peak, after.photos.peak, after.vast.peak);
  console.log(`  highest peak ${peak} MB (budget 512 MB) ${peak <= 512 ? 'OK' : 'OVER BUDGET'}`);
  return {
    name: 'upload',
    ok: ratio >= 0.75 && peak <= 512,
    rows: [
      {
        measure: 'registration image work vs bare sharp',
        now: `${ratio.toFixed(2)}×`,
        budget: '≥ 0.75×',
        ok: ratio >= 0.75,
      },
      { measure: 'peak memory, registrations in flight', now: `${peak} MB`, budget: '≤ 512 MB', ok: peak <= 512 },
    ],
  };
}
