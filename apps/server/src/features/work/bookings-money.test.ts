import { addDays, FINAL_STATUSES, indianDayOf, WORK_STATUSES, type WorkStatus } from '@sevak/shared';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, providerDues, workRequests } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';

/**
 * Bookings' money under any order of steps (docs/contract.md §5c, docs/decisions/036): random
 * sequences of book / pay / accept / quote / start (right and wrong codes) / complete / confirm /
 * dispute / resolve / cancel by either side / expire / release, each through the API; refusals
 * are fine, what must hold afterwards is checked on the whole database:
 *   captured = escrow + earnings + commission + TCS + TDS + Sevak's GST + refunds;
 *   for every booking whose money was released, its job invoice's total = TCS + TDS + GST +
 *   commission + earning, the invoice's TCS and TDS are what the ledger moved, and the commission
 *   invoice's total is the commission;
 *   escrow = the amounts of the bookings paid and not yet settled;
 *   what providers owe = what compensation the penalties account has paid out and not recovered;
 *   no wallet below zero; a booking in a final state never moves again.
 */
let t: TestApp;
const k = bookingKit(() => t);
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db, { password: 'Admin@12345' });
  admin = await signIn(t.app, { email: a.email, password: 'Admin@12345' });
});
afterAll(() => t.close());

const ACTIONS = [
  'bookSoon',
  'bookLater',
  'pay',
  'accept',
  'quote',
  'start',
  'startWrong',
  'complete',
  'confirm',
  'dispute',
  'resolve',
  'cancelBySeeker',
  'cancelByProvider',
  'expire',
  'release',
] as const;
/** `advance`: the booking's natural next step, so that sequences reach the later states often. */
type Action = (typeof ACTIONS)[number] | 'advance';

const NEXT: Partial<Record<WorkStatus, Action>> = {
  sent: 'accept',
  quoted: 'pay',
  pending_payment: 'pay',
  confirmed: 'start',
  started: 'complete',
  completed: 'confirm',
  disputed: 'resolve',
};

/** Every state some booking ended a run in: the sequences must reach far, or the property says little. */
const reached = new Set<WorkStatus>();

async function sumOf(query: ReturnType<typeof sql>) {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: string | number | null }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function checkTheBooks(ids: string[], seen: Map<string, WorkStatus>) {
  const account = (code: string) =>
    sumOf(sql`select coalesce(sum(credits_posted - debits_posted), 0) as n from ledger_accounts where code = ${code}`);
  const received = 0 - (await account('payments_received'));
  const escrow = await account('booking_escrow');
  const commission = await account('commission_revenue');
  const refunds = await account('refunds_paid');
  const withheld = (await account('tcs_payable')) + (await account('tds_payable')) + (await account('gst_payable'));
  const earnings = await sumOf(
    sql`select coalesce(sum(amount_paise), 0) as n from ledger_transfers where kind = 'booking_earning'`,
  );
  expect(received).toBe(escrow + earnings + commission + withheld + refunds);

  // Each release's invoices against what the ledger moved for it (0 when a step moved nothing).
  const moved = (step: string) =>
    sql.raw(
      `coalesce((select amount_paise from ledger_transfers where idempotency_key = 'booking:' || j.work_request_id || ':${step}'), 0)`,
    );
  const invoiced = (await t.db.execute(sql`
    select j.total_paise as total, j.tcs_paise as tcs, j.tds_paise as tds,
      coalesce(c.total_paise, 0) as commission,
      ${moved('earning')} as "earningMoved", ${moved('commission')} as "commissionMoved",
      ${moved('tcs')} as "tcsMoved", ${moved('tds')} as "tdsMoved", ${moved('gst')} as "gstMoved"
    from invoices j left join invoices c on c.work_request_id = j.work_request_id and c.kind = 'commission'
    where j.kind = 'job'`)) as unknown as { rows: Record<string, number>[] };
  for (const r of invoiced.rows) {
    expect(Number(r.total)).toBe(
      Number(r.tcsMoved) + Number(r.tdsMoved) + Number(r.gstMoved) + Number(r.commissionMoved) + Number(r.earningMoved),
    );
    expect([Number(r.tcs), Number(r.tds), Number(r.commission)]).toEqual([
      Number(r.tcsMoved),
      Number(r.tdsMoved),
      Number(r.commissionMoved),
    ]);
  }

  const rows = ids.length ? await t.db.select().from(workRequests).where(inArray(workRequests.id, ids)) : [];
  // Every booking of this file's database, of every run: what is paid and not settled is in escrow.
  const unsettled = await sumOf(
    sql`select coalesce(sum(amount_paise), 0) as n from work_requests where status in ('confirmed', 'started', 'completed', 'disputed')`,
  );
  expect(escrow).toBe(unsettled);

  const owed = await sumOf(sql`select coalesce(sum(owed_paise), 0) as n from ${providerDues}`);
  expect(0 - (await account('provider_penalties'))).toBe(owed);

  const negative = await t.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.kind} = 'wallet' and ${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted} < 0`,
    );
  expect(negative).toEqual([]);

  for (const row of rows) {
    reached.add(row.status);
    expect(WORK_STATUSES).toContain(row.status);
    const before = seen.get(row.id);
    if (before && (FINAL_STATUSES as readonly string[]).includes(before)) expect(row.status).toBe(before);
    seen.set(row.id, row.status);
  }
}

describe('bookings’ money under random steps', () => {
  it('is conserved, never negative, and every booking ends in one final state', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.oneof(
              { weight: 3, arbitrary: fc.constant('advance' as const) },
              { weight: 2, arbitrary: fc.constantFrom(...ACTIONS) },
            ),
            fc.nat(5),
            fc.nat(50_000),
          ),
          { minLength: 5, maxLength: 30 },
        ),
        async (steps) => {
          run += 1;
          const seeker: Party = await k.member(`Seeker ${run}`);
          const providers: Provider[] = [
            // Every other run registered for GST: its jobs carry GST and TCS as well.
            await k.provider(`Instant ${run}`, run % 2 ? { gstin: '29AAGCB7383J1Z4' } : {}),
            await k.provider(`Asks first ${run}`, { instantBooking: false, bufferMinutes: 30 }),
          ];
          const ids: string[] = [];
          const providerOf = new Map<string, Provider>();
          const seen = new Map<string, WorkStatus>();
          const today = indianDayOf(new Date());
          for (const [action, pick, amount] of steps) {
            const id = ids.length ? ids[pick % ids.length]! : undefined;
            const p = id ? providerOf.get(id)! : providers[pick % providers.length]!;
            await step(action, { seeker, p, id, amount, today, ids, providerOf, pick });
          }
          await checkTheBooks(ids, seen);
        },
      ),
      { numRuns: 25, seed: 20261202 },
    );
    expect([...reached].sort()).toEqual(
      expect.arrayContaining([
        'cancelled',
        'confirmed',
        'disputed',
        'expired',
        'pending_payment',
        'released',
        'resolved',
      ]),
    );
    // 25 random runs of up to 30 steps: ~6 s alone on PGlite, ~10 s on the PostgreSQL server, and
    // more beside the other files of a full run.
  }, 60_000);
});

type Ctx = {
  seeker: Party;
  p: Provider;
  id: string | undefined;
  amount: number;
  today: string;
  ids: string[];
  providerOf: Map<string, Provider>;
  pick: number;
};

async function step(chosen: Action, c: Ctx): Promise<void> {
  const { seeker, p, id } = c;
  if (chosen === 'advance') {
    if (!id) return step('bookLater', c);
    const next = NEXT[(await k.get(seeker, id)).status as WorkStatus];
    // A completed job is confirmed or disputed, by the amount's parity.
    return next ? step(next === 'confirm' && c.amount % 2 ? 'dispute' : next, c) : step('bookLater', c);
  }
  const action = chosen;
  switch (action) {
    case 'bookSoon':
    case 'bookLater': {
      const day = action === 'bookSoon' ? c.today : addDays(c.today, 2 + (c.pick % 3));
      const free = [
        ...(await k.slots(p, day)),
        ...(action === 'bookSoon' ? await k.slots(p, addDays(c.today, 1)) : []),
      ];
      const slot = free[action === 'bookSoon' ? 0 : c.pick * 3];
      if (!slot) return;
      const res = await k.book(seeker, p, slot.start);
      if (res.statusCode === 201) {
        c.ids.push(res.json().request._id);
        c.providerOf.set(res.json().request._id, p);
      }
      return;
    }
  }
  if (!id) return;
  const post = (path: string, who: Party | { cookie: string }, body?: object) =>
    k.call('POST', `/work/requests/${id}${path}`, who.cookie, body);
  switch (action) {
    case 'pay': {
      const order = await post('/pay', seeker);
      if (order.statusCode !== 200) return;
      await k.call('POST', '/payment/local/complete', seeker.cookie, {
        orderId: order.json().order.orderId,
        outcome: 'success',
      });
      return;
    }
    case 'accept':
      await k.setStatus(p, id, { status: 'accepted' });
      return;
    case 'quote':
      await post('/quote', p, { amount: 1 + (c.amount % 2000), note: '' });
      return;
    case 'start':
    case 'startWrong': {
      const { startCode } = await k.get(seeker, id);
      await k.setStatus(p, id, { status: 'started', code: action === 'start' && startCode ? startCode : '0000' });
      return;
    }
    case 'complete':
      await k.setStatus(p, id, { status: 'completed' });
      return;
    case 'confirm':
      await post('/confirm', seeker);
      return;
    case 'dispute':
      await post('/dispute', seeker, { reason: 'Not done' });
      return;
    case 'resolve': {
      const { amount } = await k.get(seeker, id);
      await post('/resolve', admin, {
        refundAmount: amount === null ? 0 : Math.min(amount, c.amount / 100),
        note: 'Decided',
      });
      return;
    }
    case 'cancelBySeeker':
      await k.setStatus(seeker, id, { status: 'cancelled', reason: 'Changed plans' });
      return;
    case 'cancelByProvider':
      await k.setStatus(p, id, { status: 'cancelled', reason: 'Cannot come' });
      return;
    case 'expire':
      await k.setRow(id, { holdExpiresAt: new Date(Date.now() - 1000) });
      await t.app.jobs.runNow('expire-booking-holds');
      return;
    case 'release':
      await k.setRow(id, { releaseAt: new Date(Date.now() - 1000) });
      await t.app.jobs.runNow('release-completed-jobs');
      return;
  }
}
