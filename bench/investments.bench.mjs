// (docs/decisions/016) A payout run (features/investments `runPayouts`) over 10,000
// active investments with one installment due each, on PostgreSQL: its time, that every
// installment was credited exactly once (one installment row and one ledger transfer each), and
// that a second run finds nothing. docs/contract.md §10 sets no budget for it: ok is false only when the
// counts are wrong. Needs a PostgreSQL server: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a fresh database is made for the run and dropped.
// Imports the TypeScript sources (`npm run bench` runs under tsx).
import { withBenchDatabase } from './lib.mjs';

const INVESTMENTS = 10_000;

export default async function run({ investments = INVESTMENTS } = {}) {
  const { indianDayOf } = await import('../packages/shared/src/time.ts');
  const { runPayouts } = await import('../apps/server/src/features/investments/investments.service.ts');
  const { addMonths } = await import('../apps/server/src/features/investments/schedule.ts');

  return withBenchDatabase('invest', async ({ database, client }) => {
    // Members and a monthly plan (₹1,00,000 paying ₹1,000 a month for 12 months), each member
    // holding it from one month ago: installment 1 is due today.
    const today = indianDayOf(new Date());
    const start = addMonths(today, -1);
    await client.query(`
      insert into users (name, email, phone, password_hash, referral_code, is_admin_approved)
      select 'Investor ' || i, 'invest' || i || '@gmail.com', (6000000000 + i)::text, 'x', 'INVEST' || i, true
      from generate_series(1, ${investments}) as i`);
    const {
      rows: [plan],
    } =
      await client.query(`insert into investment_plans (kind, investment_amount_paise, return_amount_paise, duration_months)
      values ('monthly', 10000000, 100000, 12) returning id`);
    await client.query(
      `insert into investments (user_id, plan_id, kind, amount_paise, return_amount_paise, duration_months, start_date,
         total_installments, next_due_on)
       select id, $1, 'monthly', 10000000, 100000, 12, $2, 12, $3 from users`,
      [plan.id, start, today],
    );

    const started = performance.now();
    const rssBefore = process.memoryUsage().rss;
    const credited = await runPayouts(database.db, today);
    const firstMs = performance.now() - started;
    const rssAfter = process.memoryUsage().rss;
    const again = performance.now();
    const second = await runPayouts(database.db, today);
    const secondMs = performance.now() - again;

    const count = async (sql) => Number((await client.query(sql)).rows[0].n);
    const installments = await count('select count(*) as n from investment_installments');
    const transfers = await count(`select count(*) as n from ledger_transfers where kind = 'investment_payout'`);
    const owed = await count(
      `select coalesce(sum(credits_posted - debits_posted), 0) as n from ledger_accounts where kind = 'wallet'`,
    );
    const failures = [];
    if (credited !== investments) failures.push(`first run credited ${credited}, expected ${investments}`);
    if (second !== 0) failures.push(`second run credited ${second}, expected 0`);
    if (installments !== investments || transfers !== investments) {
      failures.push(`${installments} installment rows and ${transfers} transfers for ${investments} investments`);
    }
    if (owed !== investments * 100000) failures.push(`wallets hold ${owed} paise, expected ${investments * 100000}`);

    const perSecond = Math.round(credited / (firstMs / 1000));
    console.log(
      `payout run over ${investments.toLocaleString('en-IN')} investments: ${credited.toLocaleString('en-IN')} installments in ` +
        `${(firstMs / 1000).toFixed(1)} s (${perSecond}/s, +${Math.round((rssAfter - rssBefore) / 1e6)} MB RSS); ` +
        `second run: ${second} in ${Math.round(secondMs)} ms`,
    );
    for (const failure of failures) console.log(`FAIL ${failure}`);
    return { ok: failures.length === 0 };
  });
}
