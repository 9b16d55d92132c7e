// (docs/decisions/036) Booking throughput on PostgreSQL: `createBooking`, the service behind
// POST /work/requests, called in-process by 40 concurrent seekers, (a) each booking a random free
// time of one of 1,000 providers, (b) all of them on one busy provider (every hold of theirs meets
// the same exclusion constraint and the same row of holds), interleaved round by round. Then a
// sample of the holds is paid through the capture path, and the books are checked in SQL: no two
// holds of a provider overlap, every held booking has one hold, escrow = the amounts of the paid
// bookings, Σ debits = Σ credits. docs/contract.md §10 sets no booking budget, so speed is
// reported: ok is false on a broken invariant or an unexpected error.
// Needs a PostgreSQL server (BENCH_DATABASE_URL; a fresh database per run). Imports the
// TypeScript sources (`npm run bench` runs under tsx).
import { median, withBenchDatabase } from './lib.mjs';

const SEEKERS = 40;
const POOL = 20;
const PROVIDERS = 1_000;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const codeOf = (err) => err?.code ?? err?.cause?.code;

/** The free starts of a 60-minute service in hours of 06:00–22:00 over the next `days` days, as /slots lists them. */
function startsAhead(days) {
  const starts = [];
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  for (let d = 1; d <= days; d++) {
    const day = new Date(`${today}T00:00:00+05:30`);
    day.setUTCDate(day.getUTCDate() + d);
    for (let h = 6; h <= 21; h += 0.5) starts.push(new Date(day.getTime() + h * 3_600_000));
  }
  return starts;
}

async function load(book, pick, seconds) {
  const latencies = [];
  const refused = { SLOT_TAKEN: 0 };
  const unexpected = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SEEKERS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await book(pick());
          latencies.push(performance.now() - t0);
        } catch (err) {
          if (codeOf(err) === 'SLOT_TAKEN') refused.SLOT_TAKEN += 1;
          else unexpected.push(err);
        }
      }
    }),
  );
  return { holds: latencies.length / ((performance.now() - started) / 1000), latencies, refused, unexpected };
}

export default async function run({ rounds = 4, seconds = 3 } = {}) {
  const { createBooking, createBookingCaptureHook } =
    await import('../apps/server/src/features/work/bookings.service.ts');
  const { createRateLimiter } = await import('../apps/server/src/platform/rate-limit.ts');
  const { createPaymentProvider } = await import('../apps/server/src/features/payments/providers.ts');
  const { capturePayment, createBookingOrder } =
    await import('../apps/server/src/features/payments/payments.service.ts');
  const { DEFAULT_MARKETPLACE_RULES } = await import('../packages/shared/src/index.ts');

  return withBenchDatabase('bookings', async ({ database, client }) => {
    database.pool.options.max = POOL;
    const { db } = database;
    const seedStarted = performance.now();
    await client.query(`
      insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified,
                         address, business_category)
      select 'Provider ' || i, 'bprov' || i || '@gmail.com', (7100000000 + i)::text, 'x', 'BPROV' || i, true, true,
             '{"area":"A","city":"Pune","state":"Maharashtra","country":"India","pincode":"411038"}', array['Plumber']
      from generate_series(1, ${PROVIDERS + 1}) as i`);
    await client.query(`
      insert into provider_services (provider_id, category, title, price_type, price_paise, duration_minutes)
      select id, 'Plumber', 'Tap repair', 'fixed', 50000, 60 from users`);
    await client.query(`
      insert into provider_availability (provider_id, weekly, instant_booking, buffer_minutes)
      select id, (select jsonb_agg(jsonb_build_object('day', d, 'from', '06:00', 'to', '22:00')) from generate_series(0, 6) d), true, 30
      from users`);
    await client.query(`
      insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified, address)
      select 'Seeker ' || i, 'bseek' || i || '@gmail.com', (6100000000 + i)::text, 'x', 'BSEEK' || i, true, true,
             '{"area":"A","city":"Pune","state":"Maharashtra","country":"India","pincode":"411038"}'
      from generate_series(1, ${SEEKERS * 10}) as i`);
    const { rows: providerRows } = await client.query(
      `select u.id, s.id as service from users u join provider_services s on s.provider_id = u.id order by u.phone`,
    );
    const { rows: seekerRows } = await client.query(`select id, name from users where email like 'bseek%'`);
    await client.query('vacuum analyze');
    console.log(
      `seeded ${PROVIDERS.toLocaleString('en-IN')} + 1 providers and ${seekerRows.length} seekers in ${Math.round(performance.now() - seedStarted)} ms`,
    );

    const deps = {
      db,
      sendLimit: createRateLimiter(db, { keyPrefix: 'bench-booking', points: 1e9, durationSeconds: 3600 }),
      rules: DEFAULT_MARKETPLACE_RULES,
      payments: { db, provider: createPaymentProvider('local', { APP_SECRET: 'bench-secret' }) },
      settleSoon: async () => undefined,
    };
    const starts = startsAhead(30);
    const busy = providerRows[PROVIDERS];
    const spread = providerRows.slice(0, PROVIDERS);
    const anyOf = (list) => list[Math.floor(Math.random() * list.length)];
    const body = (p) => ({
      providerId: p.id,
      serviceId: p.service,
      slotStart: anyOf(starts).toISOString(),
      description: 'Bench booking',
      address: { area: 'A', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
      contactPhone: '9876543210',
    });
    const book = (input) => createBooking(deps, anyOf(seekerRows), input);
    const scenarios = {
      spread: { label: `over ${PROVIDERS.toLocaleString('en-IN')} providers`, pick: () => body(anyOf(spread)) },
      busy: { label: 'one busy provider', pick: () => body(busy) },
    };
    const names = Object.keys(scenarios);
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    for (let round = 0; round < rounds; round++) {
      for (const name of names) samples[name].push(await load(book, scenarios[name].pick, seconds));
    }
    const unexpected = [];
    console.log(
      `createBooking on PostgreSQL, ${SEEKERS} seekers on a pool of ${POOL}, ${rounds} × ${seconds} s per case interleaved:`,
    );
    for (const name of names) {
      const runs = samples[name];
      const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
      unexpected.push(...runs.flatMap((r) => r.unexpected));
      console.log(
        `  ${scenarios[name].label.padEnd(24)} median ${Math.round(median(runs.map((r) => r.holds)))} holds/s (runs ${runs.map((r) => Math.round(r.holds)).join(' ')}),` +
          ` p50 ${pct(latencies, 50)?.toFixed(1)} ms, p99 ${pct(latencies, 99)?.toFixed(1)} ms,` +
          ` ${runs.reduce((s, r) => s + r.refused.SLOT_TAKEN, 0)} SLOT_TAKEN, ${runs.reduce((s, r) => s + r.unexpected.length, 0)} errors`,
      );
    }
    for (const err of unexpected.slice(0, 3)) console.log(`  unexpected error: ${err?.stack ?? err}`);

    // A sample of holds paid through the capture path: confirmed, the money in escrow.
    const { rows: held } = await client.query(
      `select id, seeker_id, amount_paise from work_requests where status = 'pending_payment' order by random() limit 200`,
    );
    await Promise.all(
      held.map(async (b, i) => {
        const order = await createBookingOrder(deps.payments, {
          seekerId: b.seeker_id,
          workRequestId: b.id,
          amountPaise: b.amount_paise,
        });
        await db.transaction((tx) =>
          capturePayment(tx, order.id, `pay_bench_${i}`, new Date(), {
            referralRewardPaise: 0,
            bookings: createBookingCaptureHook({ route: false, rules: DEFAULT_MARKETPLACE_RULES }),
          }),
        );
      }),
    );

    const failures = [];
    const one = async (sql) => (await client.query(sql)).rows[0];
    const overlaps = await one(`
      select count(*)::int n from booking_holds a join booking_holds b
        on a.provider_id = b.provider_id and a.id < b.id and a.work_request_id <> b.work_request_id
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);
    if (overlaps.n) failures.push(`${overlaps.n} pairs of overlapping holds`);
    const holdless = await one(`
      select count(*)::int n from work_requests w
       where w.status in ('pending_payment', 'confirmed')
         and (select count(*) from booking_holds h where h.work_request_id = w.id and h.kind = 'slot') <> 1`);
    if (holdless.n) failures.push(`${holdless.n} held bookings without exactly one hold`);
    const escrow = await one(`
      select (select coalesce(sum(credits_posted - debits_posted), 0) from ledger_accounts where code = 'booking_escrow')::bigint e,
             (select coalesce(sum(amount_paise), 0) from work_requests where status = 'confirmed')::bigint c`);
    if (escrow.e !== escrow.c) failures.push(`escrow ${escrow.e} ≠ confirmed bookings ${escrow.c}`);
    const sums = await one(`select sum(debits_posted)::text d, sum(credits_posted)::text c from ledger_accounts`);
    if (sums.d !== sums.c) failures.push(`Σ debits ${sums.d} ≠ Σ credits ${sums.c}`);
    const totals = await one(
      `select count(*)::int bookings, count(*) filter (where status = 'confirmed')::int paid from work_requests`,
    );
    console.log(
      `books over ${totals.bookings.toLocaleString('en-IN')} bookings (${totals.paid} paid): ` +
        (failures.length
          ? `BROKEN: ${failures.join('; ')}`
          : 'no overlapping holds, one hold each, escrow = paid, Σ debits = Σ credits OK'),
    );
    return { ok: failures.length === 0 && unexpected.length === 0 };
  });
}
