// The API under a bounded mixed load while the PostgreSQL server restarts 10 times
// (`pg_ctlcluster … restart -m immediate`: every connection cut, crash recovery on the way back).
// Reports process deaths (budget 0), the time from each restart's start to the first 200 (median,
// max), the answers seen meanwhile (never a 500), files no row references (budget 0) and
// registrations left half-written (budget 0).
// It restarts the machine's PostgreSQL server: run it alone (`npm run bench -- fault`).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { median, startAppOnPostgres } from './lib.mjs';

const APP_PORT = 3311;
const RESTARTS = Number(process.env.FAULT_RESTARTS ?? 10);
const admin = { email: 'fault.admin@gmail.com', phone: '9000000311', password: 'Fault-Bench-Admin-1' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Restarts the server; resolves once it accepts connections again. The load keeps running meanwhile. */
async function restartPostgres() {
  const version = readdirSync('/etc/postgresql')[0];
  await promisify(execFile)('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    version,
    'main',
    'restart',
    '-m',
    'immediate',
  ]);
}

/** The stored files (relative keys like `ab/<uuid>`) under DATA_DIR/uploads. */
function storedKeys(dataDir) {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath ?? e.path, e.name)));
  } catch {
    return [];
  }
}

export default async function run() {
  const { base, dataDir, dbUrl, stop } = await startAppOnPostgres({ port: APP_PORT, admin });
  const pg = (await import('pg')).default;
  let died = false;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: admin.email, password: admin.password }),
    });
    const { token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#b07040' } })
      .jpeg()
      .toBuffer();

    // Bounded mixed load: three readers, a searcher and two registrars (an admin entering members).
    const answers = new Map();
    const count = (status) => answers.set(status, (answers.get(status) ?? 0) + 1);
    const send = (url, init) =>
      fetch(`${base}${url}`, init).then(
        (r) => r.status,
        () => 0,
      );
    let stopLoad = false;
    let n = 0;
    const loop = (request) =>
      (async () => {
        while (!stopLoad) count(await request());
      })();
    const register = () => {
      n += 1;
      const phone = `8${String(Date.now() % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`;
      const form = new FormData();
      const fields = {
        name: 'Fault Bench',
        email: `fault.${phone}@gmail.com`,
        phone,
        password: 'Fault-Bench-Pass-1',
        confirmpassword: 'Fault-Bench-Pass-1',
        address: JSON.stringify({
          area: 'MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pincode: '560001',
        }),
        businessCategory: JSON.stringify(['Tailor']),
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      for (const slot of ['frontAadhar', 'backAadhar', 'profilePic'])
        form.append(slot, new Blob([photo], { type: 'image/jpeg' }), `${slot}.jpg`);
      return send('/api/auth/registerUserweb', { method: 'POST', body: form, headers: auth });
    };
    const load = [
      loop(() => send('/api/auth/getuser', { headers: auth })),
      loop(() => send('/api/auth/getuser', { headers: auth })),
      loop(() => send('/api/auth/getAllUser?approved=false&limit=20', { headers: auth })),
      loop(() => send('/api/services/search?q=tailor')),
      loop(register),
      loop(register),
    ];

    const recoveries = [];
    const restartMs = [];
    try {
      for (let i = 0; i < RESTARTS; i++) {
        await sleep(1500);
        const started = performance.now();
        await restartPostgres();
        restartMs.push(performance.now() - started);
        let status = 0;
        while ((status = await send('/api/auth/getuser', { headers: auth })) !== 200) {
          if (status === 0) died = true;
          if (died || performance.now() - started > 60_000) break;
          await sleep(20);
        }
        recoveries.push(performance.now() - started);
        if (died) break;
      }
      await sleep(1000);
    } finally {
      stopLoad = true;
      await Promise.all(load);
    }

    // What was written: every registered member has its three documents, every document its two
    // files, and no file is left without a document.
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { rows: halfWritten } = await client.query(
      `select u.id from users u left join documents d on d.user_id = u.id
       where u.role = 'User' group by u.id having count(d.id) <> 3`,
    );
    const { rows: docs } = await client.query('select storage_key, thumb_key from documents');
    const {
      rows: [{ members }],
    } = await client.query(`select count(*)::int as members from users where role = 'User'`);
    await client.end();
    const referenced = new Set(docs.flatMap((d) => [d.storage_key, d.thumb_key]));
    const orphans = storedKeys(dataDir).filter((key) => !referenced.has(key));

    const round = (ms) => Math.round(ms);
    const seen = Object.fromEntries([...answers].sort(([a], [b]) => a - b));
    console.log(
      `  ${recoveries.length} restarts (pg_ctlcluster restart -m immediate took median ${round(median(restartMs))} ms)`,
    );
    console.log(`  process deaths: ${died ? 1 : 0} (budget 0)`);
    const afterBack = recoveries.map((ms, i) => ms - restartMs[i]);
    console.log(
      `  restart start → first 200: median ${round(median(recoveries))} ms, max ${round(Math.max(...recoveries))} ms (each: ${recoveries.map(round).join(', ')})`,
    );
    console.log(
      `  server accepting again → first 200: median ${round(median(afterBack))} ms, max ${round(Math.max(...afterBack))} ms`,
    );
    console.log(`  answers under load: ${JSON.stringify(seen)} (0 = no answer)`);
    console.log(
      `  members registered: ${members}; half-written: ${halfWritten.length} (budget 0); orphan files: ${orphans.length} (budget 0)`,
    );
    const ok = !died && halfWritten.length === 0 && orphans.length === 0 && !answers.has(500) && !answers.has(0);
    console.log(`  ${ok ? 'OK' : 'FAILED'}`);
    return { ok };
  } finally {
    await stop().catch((err) => console.error('cleanup failed:', err.message));
  }
}
