// The admin payment report over 10,000 captured payments — time and memory. Runs the
// app in-process over an embedded database seeded with 10,000 members and payments in one month.
import { sql } from 'drizzle-orm';
import { tempDir } from './lib.mjs';

export default async function run({ count = 10_000 } = {}) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/platform/config.ts');
  const { migrate, openDatabase } = await import('../apps/server/src/platform/db.ts');
  const { createAdmin } = await import('../apps/server/src/features/users/admins.service.ts');

  const database = await openDatabase({ dataDir: `${tempDir('sevak-report-bench-')}/db` });
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDir('sevak-report-data-'),
    APP_SECRET: 'b'.repeat(64),
  });
  const app = await buildApp({ config, database, webRoot: false });
  await createAdmin(database.db, {
    name: 'Bench Admin',
    email: 'bench.admin@gmail.com',
    phone: '9000000999',
    password: 'bench-admin-pass',
  });
  await database.db.execute(sql`
    insert into users (name, email, phone, password_hash, referral_code)
    select 'Member ' || i, 'member' || i || '@gmail.com', (7000000000 + i)::text, 'x', 'BENCH' || i
    from generate_series(1, ${count}) as i`);
  await database.db.execute(sql`
    insert into payments (user_id, provider, provider_order_id, provider_payment_id, receipt, amount_paise, status, captured_at)
    select id, 'local', 'order_' || phone, 'pay_' || phone, 'SVK-R-' || phone, 12100, 'captured',
           timestamptz '2026-03-01 00:00+05:30' + (random() * interval '30 days')
    from users where role = 'User'`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhone: 'bench.admin@gmail.com', password: 'bench-admin-pass' },
  });
  const cookie = `sevak_session=${login.json().token}`;

  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/reports',
      headers: { cookie },
      payload: { year: 2026, month: 'March' },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}`);
    bytes = res.rawPayload.length;
  }
  clearInterval(sampler);
  await app.close();
  await database.close();
  times.sort((a, b) => a - b);
  console.log(
    `report of ${count} captured payments: median ${Math.round(times[1])} ms (runs ${times.map((t) => Math.round(t)).join(', ')}), PDF ${(bytes / 1024).toFixed(0)} KB`,
  );
  console.log(
    `  process RSS ${Math.round(rssBefore / 1e6)} MB before, peak ${Math.round(peakRss / 1e6)} MB during (+${Math.round((peakRss - rssBefore) / 1e6)} MB)`,
  );
  return { name: 'report', ok: true };
}
