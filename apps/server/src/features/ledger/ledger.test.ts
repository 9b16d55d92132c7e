import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { createMember, createTestApp, type TestApp } from '../../../test/app.js';
import { fundedWallet, move } from '../../../test/ledger.js';
import { platformAccount, walletOf } from './ledger.repo.js';
import { balancesOf, resolvePending, transfer, type ResolveRequest, type TransferRequest } from './ledger.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The model: each account's four totals, and each hold with whether it is resolved. */
type Totals = { debitsPosted: number; creditsPosted: number; debitsPending: number; creditsPending: number };
type Model = {
  accounts: { id: string; wallet: boolean; totals: Totals }[];
  holds: { id: string; debit: number; credit: number; amount: number; resolved: boolean }[];
  sent: { request: TransferRequest | ResolveRequest; outcome: string }[];
};
type Real = { accounts: string[] };

const available = (a: Model['accounts'][number]) =>
  a.totals.creditsPosted - a.totals.debitsPosted - a.totals.debitsPending;

/** What the ledger answered: the transfer's phase, or the error's code. */
async function outcomeOf(run: () => Promise<{ transfer: { phase: string }; replayed: boolean }>): Promise<string> {
  try {
    const { transfer: moved, replayed } = await run();
    return replayed ? `replayed ${moved.phase}` : moved.phase;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

/** Checks the books after every command: balanced, totals = entries, available ≥ 0, = model. */
async function checkBooks(model: Model, real: Real) {
  const rows = await t.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, real.accounts));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sum = (k: keyof Totals) => rows.reduce((s, r) => s + r[k], 0);
  expect(sum('debitsPosted')).toBe(sum('creditsPosted'));
  expect(sum('debitsPending')).toBe(sum('creditsPending'));
  for (const account of model.accounts) {
    const row = byId.get(account.id)!;
    expect(row).toMatchObject(account.totals);
    if (account.wallet) expect(balancesOf(row).available).toBeGreaterThanOrEqual(0);
    const [entries] = await t.db
      .select({
        posted: sql<string>`coalesce(sum(amount_paise) filter (where phase in ('single', 'post')), 0)`,
        pending: sql<string>`coalesce(sum(case when phase = 'pending' then amount_paise when phase in ('post', 'void') then -amount_paise else 0 end), 0)`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id));
    expect(Number(entries!.posted)).toBe(row.creditsPosted - row.debitsPosted);
    expect(Number(entries!.pending)).toBe(row.creditsPending - row.debitsPending);
  }
}

class Move implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly amount: number,
    readonly hold: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (this.from === this.to) return;
    const request: TransferRequest = {
      idempotencyKey: randomUUID(),
      debitAccountId: real.accounts[this.from]!,
      creditAccountId: real.accounts[this.to]!,
      amountPaise: this.amount,
      phase: this.hold ? 'pending' : 'single',
      kind: 'test',
      description: 'a test movement',
    };
    const debit = model.accounts[this.from]!;
    const credit = model.accounts[this.to]!;
    const refused = debit.wallet && available(debit) < this.amount;
    const outcome = await outcomeOf(() => transfer(t.db, request));
    expect(outcome).toBe(refused ? 'INSUFFICIENT_BALANCE' : request.phase);
    if (!refused) {
      if (this.hold) {
        debit.totals.debitsPending += this.amount;
        credit.totals.creditsPending += this.amount;
        const [row] = await t.db
          .select({ id: ledgerTransfers.id })
          .from(ledgerTransfers)
          .where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey));
        model.holds.push({ id: row!.id, debit: this.from, credit: this.to, amount: this.amount, resolved: false });
      } else {
        debit.totals.debitsPosted += this.amount;
        credit.totals.creditsPosted += this.amount;
      }
    }
    model.sent.push({ request, outcome });
    await checkBooks(model, real);
  }
  toString = () => `${this.hold ? 'hold' : 'move'} ${this.amount} ${this.from}→${this.to}`;
}

class Resolve implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly post: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, real: Real) {
    const hold = model.holds[this.pick % model.holds.length]!;
    const request: ResolveRequest = {
      idempotencyKey: randomUUID(),
      pendingId: hold.id,
      phase: this.post ? 'post' : 'void',
      description: 'resolved in a test',
    };
    const outcome = await outcomeOf(() => resolvePending(t.db, request));
    expect(outcome).toBe(hold.resolved ? 'TRANSFER_ALREADY_RESOLVED' : request.phase);
    if (!hold.resolved) {
      hold.resolved = true;
      const debit = model.accounts[hold.debit]!.totals;
      const credit = model.accounts[hold.credit]!.totals;
      debit.debitsPending -= hold.amount;
      credit.creditsPending -= hold.amount;
      if (this.post) {
        debit.debitsPosted += hold.amount;
        credit.creditsPosted += hold.amount;
      }
    }
    model.sent.push({ request, outcome });
    await checkBooks(model, real);
  }
  toString = () => `${this.post ? 'post' : 'void'} hold #${this.pick}`;
}

/** Sends an earlier successful request again: it answers the first result and changes nothing. */
class Replay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const done = model.sent.filter(({ outcome }) => ['single', 'pending', 'post', 'void'].includes(outcome));
    if (done.length === 0) return;
    const { request, outcome } = done[this.pick % done.length]!;
    const again = await outcomeOf(() =>
      'pendingId' in request ? resolvePending(t.db, request) : transfer(t.db, request),
    );
    expect(again).toBe(`replayed ${outcome}`);
    await checkBooks(model, real);
  }
  toString = () => `replay #${this.pick}`;
}

describe('the ledger (model-based, fast-check)', () => {
  it('keeps the books balanced, totals equal to entries, wallets never below 0, replays harmless', async () => {
    const commands = [
      fc
        .tuple(fc.nat(4), fc.nat(4), fc.integer({ min: 1, max: 5000 }), fc.boolean())
        .map(([from, to, amount, hold]) => new Move(from, to, amount, hold)),
      fc.tuple(fc.nat(20), fc.boolean()).map(([pick, post]) => new Resolve(pick, post)),
      fc.nat(40).map((pick) => new Replay(pick)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        // Fresh accounts each run: three wallets and two platform accounts (which may go negative).
        const wallets = await Promise.all(
          [1, 2, 3].map(async () => (await walletOf(t.db, (await createMember(t.db)).id)).id),
        );
        const platforms = await Promise.all(
          ['expense', 'clearing'].map(async (code) => (await platformAccount(t.db, `${code}_${randomUUID()}`)).id),
        );
        const ids = [...wallets, ...platforms];
        const zero = () => ({ debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 });
        const setup = () => ({
          model: {
            accounts: ids.map((id, i) => ({ id, wallet: i < 3, totals: zero() })),
            holds: [],
            sent: [],
          } as Model,
          real: { accounts: ids },
        });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses to change or delete a movement (append-only)', async () => {
    const { wallet, source } = await fundedWallet(t, 0);
    const { transfer: moved } = await transfer(t.db, move(source.id, wallet.id, 2500));
    await expect(
      t.db.update(ledgerTransfers).set({ amountPaise: 1 }).where(eq(ledgerTransfers.id, moved.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries).where(eq(ledgerEntries.transferId, moved.id))).rejects.toThrow();
    const [row] = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, moved.id));
    expect(row!.amountPaise).toBe(2500);
  });

  it('answers a key used again with another request with 409, changing nothing', async () => {
    const { wallet, source } = await fundedWallet(t, 0);
    const request = move(source.id, wallet.id, 2500);
    await transfer(t.db, request);
    await expect(transfer(t.db, { ...request, amountPaise: 9999 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      statusCode: 409,
    });
    const [after] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet.id));
    expect(balancesOf(after!)).toEqual({ balance: 2500, held: 0, available: 2500 });
  });
});

describe('what the ledger refuses to be asked', () => {
  it('throws on a non-positive or fractional amount, or one account on both sides, writing nothing', async () => {
    const { wallet, source } = await fundedWallet(t, 0);
    const base = move(source.id, wallet.id, 100);
    for (const bad of [{ amountPaise: 0 }, { amountPaise: -5 }, { amountPaise: 1.5 }, { debitAccountId: wallet.id }]) {
      expect(() => transfer(t.db, { ...base, ...bad })).toThrow();
    }
    expect(await t.db.$count(ledgerTransfers, eq(ledgerTransfers.idempotencyKey, base.idempotencyKey))).toBe(0);
  });
});
