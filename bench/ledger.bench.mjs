// (docs/decisions/013) The ledger's one function, `transfer`, called in-process by 50
// concurrent writers on PostgreSQL, (a) spread over 1,000 wallets and (b) on one hot wallet, both
// against one platform account, plus (c) = (a) with 100 platform accounts (no shared row),
// interleaved round by round so the hot/spread ratio shares the machine's mood; then the books are
// checked in SQL (Σ debits = Σ credits, each account's totals = the sum of its entries). Then a
// member's statement of 10,000 entries (features/wallet/statement.ts) as CSV and PDF: time, memory,
// and that its running balances add up to the wallet's balance. docs/contract.md §10 sets no ledger budget,
// so speed is only reported: ok is false on a broken invariant or an unexpected error.
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a fresh database is created for the run and dropped after it. Imports the TypeScript sources
// (`npm run bench` runs under tsx), so it needs no build.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { median, root, withBenchDatabase } from './lib.mjs';

const WRITERS = 50;
/** Connections in the pool the writers share (openDatabase's default is 10). */
const POOL = 25;
const WALLETS = 1_000;
/** Each wallet starts with ₹10,000, so a debit of at most ₹50 is rarely refused. */
const OPENING_PAISE = 1_000_000;
const MAX_MOVE_PAISE = 5_000;
const STATEMENT_ENTRIES = 10_000;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const codeOf = (err) => err?.code ?? err?.cause?.code;

/** Runs `pick()`'s transfers from `writers` loops for `seconds`; latencies in ms. */
async function load(transfer, db, pick, { writers = WRITERS, seconds }) {
  const latencies = [];
  const refused = { INSUFFICIENT_BALANCE: 0 };
  const unexpected = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        const request = pick();
        const t0 = performance.now();
        try {
          await transfer(db, request);
          latencies.push(performance.now() - t0);
        } catch (err) {
          if (codeOf(err) === 'INSUFFICIENT_BALANCE') refused.INSUFFICIENT_BALANCE += 1;
          else unexpected.push(err);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { done: latencies.length, tps: latencies.length / elapsed, latencies, refused, unexpected };
}

function move(debitAccountId, creditAccountId, amountPaise, kind = 'adjustment') {
  return {
    idempotencyKey: randomUUID(),
    debitAccountId,
    creditAccountId,
    amountPaise,
    phase: 'single',
    kind,
    description: 'Bench movement',
  };
}

/** The books, in SQL: what does not add up (failures), and how much there is. */
async function checkBooks(client) {
  const failures = [];
  const { rows: totals } = await client.query(`
    select sum(debits_posted)::text dp, sum(credits_posted)::text cp,
           sum(debits_pending)::text dq, sum(credits_pending)::text cq, count(*)::int accounts
    from ledger_accounts`);
  const t = totals[0];
  if (t.dp !== t.cp) failures.push(`Σ debits posted ${t.dp} ≠ Σ credits posted ${t.cp}`);
  if (t.dq !== t.cq) failures.push(`Σ debits pending ${t.dq} ≠ Σ credits pending ${t.cq}`);
  // Each account's four totals against its entries (signed: − debit, + credit; pending entries
  // hold, post/void release the hold, single/post move the posted totals).
  const { rows: drift } = await client.query(`
    with sums as (
      select account_id,
        coalesce(sum(-amount_paise) filter (where amount_paise < 0 and phase in ('single', 'post')), 0) dp,
        coalesce(sum(amount_paise) filter (where amount_paise > 0 and phase in ('single', 'post')), 0) cp,
        coalesce(sum(case when phase = 'pending' then -amount_paise when phase in ('post', 'void') then amount_paise end)
                 filter (where amount_paise < 0), 0) dq,
        coalesce(sum(case when phase = 'pending' then amount_paise when phase in ('post', 'void') then -amount_paise end)
                 filter (where amount_paise > 0), 0) cq
      from ledger_entries group by account_id)
    select count(*)::int bad from ledger_accounts a left join sums s on s.account_id = a.id
    where a.debits_posted <> coalesce(s.dp, 0) or a.credits_posted <> coalesce(s.cp, 0)
       or a.debits_pending <> coalesce(s.dq, 0) or a.credits_pending <> coalesce(s.cq, 0)`);
  if (drift[0].bad) failures.push(`${drift[0].bad} accounts whose totals differ from their entries`);
  const { rows: pairs } = await client.query(`
    select count(*)::int bad from ledger_transfers t
    left join (select transfer_id, count(*) n, sum(amount_paise) s from ledger_entries group by transfer_id) e
      on e.transfer_id = t.id
    where e.n is distinct from 2 or e.s is distinct from 0`);
  if (pairs[0].bad) failures.push(`${pairs[0].bad} transfers without two entries summing to 0`);
  const { rows: negative } = await client.query(`
    select count(*)::int bad from ledger_accounts
    where kind = 'wallet' and credits_posted - debits_posted - debits_pending < 0`);
  if (negative[0].bad) failures.push(`${negative[0].bad} wallets below 0 available`);
  const { rows: counts } = await client.query(
    `select (select count(*) from ledger_transfers)::int transfers, (select count(*) from ledger_entries)::int entries`,
  );
  return { failures, accounts: t.accounts, ...counts[0] };
}

/**
 * Entries of one account whose running balance does not follow from the one before, in the order
 * a statement reads them: `seq`, assigned as each entry is written with its account locked
 * (migration 0015), so it is the order the balances were written in whatever the clock does.
 */
async function brokenChain(client, accountId) {
  const { rows } = await client.query(
    `select count(*)::int bad from (
       select amount_paise, balance_after_paise,
              lag(balance_after_paise) over (order by seq) prev
       from ledger_entries where account_id = $1 and phase in ('single', 'post')) e
     where prev is not null and balance_after_paise <> prev + amount_paise`,
    [accountId],
  );
  return rows[0].bad;
}

/**
 * The statement of features/wallet (the route GET /api/wallet/statement calls it): buildStatement
 * reads the entries, statementCsv and statementPdf render them; `missing` says why it cannot be called.
 */
async function findStatement() {
  const file = path.join(root, 'apps/server/src/features/wallet/statement.ts');
  if (!existsSync(file)) return { missing: `${path.relative(root, file)} not found` };
  let mod;
  try {
    mod = await import(file);
  } catch (err) {
    return { missing: `statement.ts does not load: ${err.message}` };
  }
  const { buildStatement, statementCsv, statementPdf } = mod;
  if (![buildStatement, statementCsv, statementPdf].every((f) => typeof f === 'function')) {
    return { missing: 'statement.ts exports no buildStatement, statementCsv and statementPdf' };
  }
  return { buildStatement, statementCsv, statementPdf };
}

/**
 * `statementLive`: how many of the statement's 10,000 movements go through `transfer` (the rest are
 * its history, in SQL); 10_000 runs them all through it (slow: one wallet's row lock).
 */
export default async function run({ rounds = 5, seconds = 3, statementLive = 1_000 } = {}) {
  const { transfer } = await import('../apps/server/src/features/ledger/ledger.service.ts');
  const { platformAccount } = await import('../apps/server/src/features/ledger/ledger.repo.ts');

  return withBenchDatabase('ledger', async ({ database, client }) => {
    // openDatabase sizes its pool for the app (10); pg-pool reads `max` at each checkout.
    database.pool.options.max = POOL;
    const { db } = database;

    // 1,001 members (the last one is the hot wallet), their wallets, each funded through `transfer`.
    const seedStarted = performance.now();
    await client.query(`
      insert into users (name, email, phone, password_hash, referral_code)
      select 'Member ' || i, 'ledger' || i || '@gmail.com', (7000000000 + i)::text, 'x', 'LEDGER' || i
      from generate_series(1, ${WALLETS + 2}) as i`);
    await client.query(`insert into ledger_accounts (kind, user_id) select 'wallet', id from users`);
    const { rows: walletRows } = await client.query(
      `select a.id, a.user_id, u.name, u.phone from ledger_accounts a join users u on u.id = a.user_id order by u.phone`,
    );
    const wallets = walletRows.slice(0, WALLETS).map((r) => r.id);
    const hot = walletRows[WALLETS].id;
    const statementUser = walletRows[WALLETS + 1];
    const source = (await platformAccount(db, 'bench_source')).id;
    // (c) below is (a) with the platform side spread too: in (a) every transfer also locks the one
    // platform account, the way every referral reward locks 'referral_expense'.
    const sources = [];
    for (let i = 0; i < 100; i++) sources.push((await platformAccount(db, `bench_source_${i}`)).id);
    const funding = [...wallets, hot].map((id, i) => move(sources[i % sources.length], id, OPENING_PAISE));
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let r = funding.pop(); r; r = funding.pop()) await transfer(db, r);
      }),
    );
    console.log(
      `seeded ${WALLETS.toLocaleString('en-IN')} + 1 wallets of ₹${OPENING_PAISE / 100} through transfer in ${Math.round(performance.now() - seedStarted)} ms`,
    );

    const amount = () => 100 + Math.floor(Math.random() * (MAX_MOVE_PAISE - 100));
    const anyOf = (ids) => ids[Math.floor(Math.random() * ids.length)];
    const both = (platform, wallet) =>
      Math.random() < 0.5 ? move(platform, wallet, amount()) : move(wallet, platform, amount());
    const scenarios = {
      spread: {
        label: `spread over ${WALLETS.toLocaleString('en-IN')} wallets`,
        pick: () => both(source, anyOf(wallets)),
      },
      hot: { label: 'one hot wallet', pick: () => both(source, hot) },
      free: { label: '(c) spread, 100 platform accts', pick: () => both(anyOf(sources), anyOf(wallets)) },
    };
    const names = Object.keys(scenarios);
    for (const name of names) await load(transfer, db, scenarios[name].pick, { seconds: 1 }); // warm-up
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    for (let round = 0; round < rounds; round++) {
      for (const name of names) samples[name].push(await load(transfer, db, scenarios[name].pick, { seconds }));
    }

    const unexpected = [];
    const summary = {};
    for (const name of names) {
      const runs = samples[name];
      const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
      unexpected.push(...runs.flatMap((r) => r.unexpected));
      summary[name] = {
        tps: median(runs.map((r) => r.tps)),
        runs: runs.map((r) => Math.round(r.tps)),
        done: runs.reduce((s, r) => s + r.done, 0),
        p50: pct(latencies, 50),
        p99: pct(latencies, 99),
        refused: runs.reduce((s, r) => s + r.refused.INSUFFICIENT_BALANCE, 0),
        errors: runs.reduce((s, r) => s + r.unexpected.length, 0),
      };
    }
    const ratios = samples.hot.map((r, i) => r.tps / samples.spread[i].tps);
    console.log(
      `transfer() on PostgreSQL, ${WRITERS} writers on a pool of ${POOL}, ${rounds} × ${seconds} s per case interleaved (latency per call, waiting for a connection included):`,
    );
    for (const name of names) {
      const s = summary[name];
      console.log(
        `  ${scenarios[name].label.padEnd(31)} median ${Math.round(s.tps)} transfers/s (runs ${s.runs.join(' ')}),` +
          ` p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, ${s.done.toLocaleString('en-IN')} moved,` +
          ` ${s.refused} INSUFFICIENT_BALANCE, ${s.errors} errors`,
      );
    }
    console.log(
      `  hot / spread: median ratio ${median(ratios).toFixed(2)}; per-round ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
    );
    for (const err of unexpected.slice(0, 3)) console.log(`  unexpected error: ${err?.stack ?? err}`);

    const statement = await benchStatement({
      db,
      client,
      transfer,
      platformAccount,
      sources,
      live: statementLive,
      member: { walletId: statementUser.id, userId: statementUser.user_id, name: statementUser.name },
    });

    const books = await checkBooks(client);
    const hotChain = await brokenChain(client, hot);
    console.log(
      `books over ${books.accounts} accounts, ${books.transfers.toLocaleString('en-IN')} transfers, ${books.entries.toLocaleString('en-IN')} entries: ` +
        (books.failures.length
          ? `BROKEN: ${books.failures.join('; ')}`
          : 'Σ debits = Σ credits, every account = its entries OK'),
    );
    console.log(
      `  hot wallet's running balance read in the statement's order: ${hotChain} entries do not follow from the one before`,
    );
    const ok = books.failures.length === 0 && unexpected.length === 0 && statement.ok;
    return { name: 'ledger', ok, ratio: median(ratios), spread: summary.spread.tps, hot: summary.hot.tps };
  });
}

/** Samples the process's memory while `work` runs: the peak RSS and heap above the start. */
async function measure(work) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  // Rendering is mostly synchronous, so the timer samples between chunks and once at the end.
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return { result, ms: performance.now() - started, rss: peakRss - before.rss, heap: peakHeap - before.heapUsed };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;

const STATEMENT_KINDS = [
  ['referral_reward', 'Referral reward for Ravi K.'],
  ['investment_payout', 'Plan payout 3 of 12'],
  ['investment_maturity', 'Fixed deposit matured'],
  ['withdrawal', 'Withdrawal to bank account'],
];

/**
 * The member's history before today, in SQL: `count` movements spread over the financial year so
 * far, each a transfer with its two entries and the running balances `transfer` would have written,
 * and the two accounts' totals. The books check at the end covers these rows too.
 */
async function seedHistory(client, { walletId, platformId, count }) {
  const { financialYearStart, indianDayOf, startOfIndianDay } = await import('@sevak/shared');
  const now = Date.now();
  const from = startOfIndianDay(financialYearStart(indianDayOf(new Date(now)))).getTime();
  const until = Math.max(from + 60_000, now - 3_600_000); // an hour before the live movements
  await client.query('begin');
  try {
    // The first movement is large enough that no debit (at most 1 in 4, ≤ ₹50 each) is refused.
    await client.query(
      `create temp table seed on commit drop as
       select i, gen_random_uuid() id, to_timestamp(($1::float8 + ($2::float8 - $1::float8) * (i - 1) / $3::int) / 1000.0) at,
              (case when i = 1 then 20000000 else 100 + floor(random() * ${MAX_MOVE_PAISE - 100}) end)::bigint amount,
              i % 4 = 0 debit,
              (array[${STATEMENT_KINDS.map(([k]) => `'${k}'`).join(', ')}])[case when i % 4 = 0 then 4 else i % 3 + 1 end] kind,
              (array[${STATEMENT_KINDS.map(([, d]) => `'${d}'`).join(', ')}])[case when i % 4 = 0 then 4 else i % 3 + 1 end] description
       from generate_series(1, $3::int) i`,
      [from, until, count],
    );
    await client.query(
      `insert into ledger_transfers (id, idempotency_key, request_hash, debit_account_id, credit_account_id,
                                     amount_paise, phase, kind, description, created_at)
       select id, 'bench-history-' || i, 'bench', case when debit then $1 else $2 end::uuid,
              case when debit then $2 else $1 end::uuid, amount, 'single', kind, description, at
       from seed`,
      [walletId, platformId],
    );
    await client.query(
      // In the history's order, so each entry's seq (the statement's order) follows it.
      `with running as (
         select i, id, at, case when debit then -amount else amount end signed,
                sum(case when debit then -amount else amount end) over (order by i) balance
         from seed)
       insert into ledger_entries (transfer_id, account_id, amount_paise, balance_after_paise, phase, created_at)
       select id, account, amount, balance, 'single', at from (
         select i, 0 side, id, $1::uuid account, signed amount, balance, at from running
         union all select i, 1, id, $2::uuid, -signed, -balance, at from running) e
       order by side, i`,
      [walletId, platformId],
    );
    await client.query(
      `update ledger_accounts a set
         credits_posted = credits_posted + case when a.id = $1::uuid then s.credits else s.debits end,
         debits_posted = debits_posted + case when a.id = $1::uuid then s.debits else s.credits end
       from (select coalesce(sum(amount) filter (where not debit), 0) credits,
                    coalesce(sum(amount) filter (where debit), 0) debits from seed) s
       where a.id in ($1::uuid, $2::uuid)`,
      [walletId, platformId],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/**
 * Part 2: one member's wallet of 10,000 posted movements — its history over the financial year so
 * far in SQL (one wallet's transfers queue on its row lock, so 10,000 through `transfer` take
 * 25–65 s here), then the last `live` of them today through `transfer`, 50 writers at once — and
 * its statement, as the route builds it: the entries read (buildStatement), rendered as CSV and as
 * PDF. Checked: one line per movement, each line's balance follows from the one before, and the
 * closing balance is the wallet's.
 */
async function benchStatement({ db, client, transfer, platformAccount, sources, member, live, runs = 3 }) {
  const found = await findStatement();
  if (found.missing) {
    console.log(
      `statement of ${STATEMENT_ENTRIES.toLocaleString('en-IN')} entries: skipped, statement function not present (${found.missing})`,
    );
    return { ok: true };
  }
  const { buildStatement, statementCsv, statementPdf } = found;
  const historyStarted = performance.now();
  const history = STATEMENT_ENTRIES - live;
  const platformId = (await platformAccount(db, 'bench_statement_history')).id;
  if (history > 0) await seedHistory(client, { walletId: member.walletId, platformId, count: history });
  const historyMs = performance.now() - historyStarted;
  const seedStarted = performance.now();
  const requests = Array.from({ length: history > 0 ? live : live - 1 }, (_, i) => {
    const amount = 100 + Math.floor(Math.random() * (MAX_MOVE_PAISE - 100));
    const source = sources[i % sources.length];
    const [kind, description] = STATEMENT_KINDS[i % 4 === 3 ? 3 : i % 3];
    const request =
      i % 4 === 3 ? move(member.walletId, source, amount, kind) : move(source, member.walletId, amount, kind);
    return { ...request, description };
  });
  if (history === 0) requests.unshift(move(sources[0], member.walletId, 20_000_000, 'adjustment'));
  let refused = 0;
  // In order for the first (the funding when there is no history), then 50 at once.
  await transfer(db, requests.shift());
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      for (let r = requests.shift(); r; r = requests.shift()) {
        try {
          await transfer(db, r);
        } catch (err) {
          if (codeOf(err) !== 'INSUFFICIENT_BALANCE') throw err;
          refused += 1;
        }
      }
    }),
  );
  const seedMs = performance.now() - seedStarted;
  console.log(
    `statement: one wallet given ${history.toLocaleString('en-IN')} movements over the financial year by SQL in ${Math.round(historyMs)} ms, then ${live.toLocaleString('en-IN')} today through transfer (${WRITERS} writers) in ${Math.round(seedMs)} ms (${Math.round(live / (seedMs / 1000))}/s), ${refused} refused`,
  );

  const who = { id: member.userId, name: member.name };
  const results = { build: [], csv: [], pdf: [] };
  let statement;
  for (let i = 0; i < runs; i++) {
    const built = await measure(() => buildStatement(db, who, {}));
    statement = built.result;
    results.build.push(built);
    results.csv.push(await measure(async () => statementCsv(await buildStatement(db, who, {}))));
    results.pdf.push(await measure(async () => statementPdf(await buildStatement(db, who, {}))));
  }
  const maxRss = process.resourceUsage().maxRSS * 1024;

  const { rows } = await client.query(
    `select (credits_posted - debits_posted)::bigint balance from ledger_accounts where id = $1`,
    [member.walletId],
  );
  const balance = Number(rows[0].balance);
  let running = statement.openingPaise;
  let broken = 0;
  for (const line of statement.lines) {
    running += line.amountPaise;
    if (line.balanceAfterPaise !== running) broken += 1;
    running = line.balanceAfterPaise;
  }
  const failures = [];
  if (broken) failures.push(`${broken} running balances that do not add up`);
  if (statement.lines.length !== STATEMENT_ENTRIES - refused) {
    failures.push(`${statement.lines.length} lines for ${STATEMENT_ENTRIES - refused} transfers`);
  }
  if (statement.closingPaise !== balance) {
    failures.push(`closing balance ${statement.closingPaise} paise ≠ the wallet's ${balance}`);
  }
  const summary = (name, unit) => {
    const ms = median(results[name].map((r) => r.ms));
    const rss = Math.max(...results[name].map((r) => r.rss));
    const heap = Math.max(...results[name].map((r) => r.heap));
    const size = unit ? `, ${(results[name][0].result.length / 1024).toFixed(0)} KB` : '';
    return `median ${Math.round(ms)} ms (runs ${results[name].map((r) => Math.round(r.ms)).join(', ')})${size}, peak +${mb(rss)} RSS, +${mb(heap)} heap`;
  };
  console.log(
    `statement of ${statement.lines.length.toLocaleString('en-IN')} entries (buildStatement, statementCsv, statementPdf called directly, ${runs} runs each):`,
  );
  console.log(`  read the entries   ${summary('build')}`);
  console.log(`  read + CSV         ${summary('csv', true)}`);
  console.log(`  read + PDF         ${summary('pdf', true)}`);
  console.log(`  process peak RSS over the whole bench ${mb(maxRss)}`);
  console.log(
    `  running balances: ${broken} lines whose balance does not follow from the line before; closing ${statement.closingPaise} paise, wallet ${balance} ${failures.length ? `BROKEN: ${failures.join('; ')}` : 'OK'}`,
  );
  return { ok: failures.length === 0 };
}
