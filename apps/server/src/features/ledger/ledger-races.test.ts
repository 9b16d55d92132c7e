import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { fundedWallet, move } from '../../../test/ledger.js';
import { balancesOf, resolvePending, transfer } from './ledger.service.js';

/**
 * The ledger under concurrency (docs/contract.md §9: no check-then-act). Races only show on PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the same rules hold one request at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codeOf = (err: unknown) => (err instanceof AppError ? err.code : `unexpected: ${String(err)}`);
async function settle<T>(work: Promise<T>[]): Promise<{ ok: T[]; refused: string[] }> {
  const results = await Promise.allSettled(work);
  return {
    ok: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    refused: results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : [])),
  };
}

async function balances(id: string) {
  const [row] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return balancesOf(row!);
}

describe('the ledger under concurrency', () => {
  it('50 parallel debits against a balance that covers one: exactly one passes', async () => {
    const { wallet, source } = await fundedWallet(t, 2500);
    const { ok, refused } = await settle(
      Array.from({ length: 50 }, () => transfer(t.db, move(wallet.id, source.id, 2000))),
    );
    expect(ok).toHaveLength(1);
    expect(refused).toEqual(Array(49).fill('INSUFFICIENT_BALANCE'));
    expect(await balances(wallet.id)).toEqual({ balance: 500, held: 0, available: 500 });
  });

  it('holds count against the balance too: 50 parallel holds, one passes', async () => {
    const { wallet, source } = await fundedWallet(t, 2500);
    const { ok, refused } = await settle(
      Array.from({ length: 50 }, () => transfer(t.db, { ...move(wallet.id, source.id, 2000), phase: 'pending' })),
    );
    expect([ok.length, refused.length]).toEqual([1, 49]);
    expect(await balances(wallet.id)).toEqual({ balance: 2500, held: 2000, available: 500 });
  });

  it('the same request 100 times at once moves the money once and answers each with that transfer', async () => {
    const { wallet, source } = await fundedWallet(t, 0);
    const request = move(source.id, wallet.id, 2500);
    const { ok, refused } = await settle(Array.from({ length: 100 }, () => transfer(t.db, request)));
    expect(refused).toEqual([]);
    expect(new Set(ok.map((r) => r.transfer.id)).size).toBe(1);
    expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balances(wallet.id)).toEqual({ balance: 2500, held: 0, available: 2500 });
  });

  it('a hold posted and voided at the same moment, 20 times each: resolved once', async () => {
    const { wallet, source } = await fundedWallet(t, 5000);
    const { transfer: hold } = await transfer(t.db, { ...move(wallet.id, source.id, 3000), phase: 'pending' });
    const resolve = (phase: 'post' | 'void') =>
      resolvePending(t.db, { idempotencyKey: randomUUID(), pendingId: hold.id, phase, description: 'race' });
    const { ok, refused } = await settle(Array.from({ length: 40 }, (_, i) => resolve(i % 2 === 0 ? 'post' : 'void')));
    expect(ok).toHaveLength(1);
    expect(refused).toEqual(Array(39).fill('TRANSFER_ALREADY_RESOLVED'));
    const after = await balances(wallet.id);
    expect(after).toEqual(
      ok[0]!.transfer.phase === 'post'
        ? { balance: 2000, held: 0, available: 2000 }
        : { balance: 5000, held: 0, available: 5000 },
    );
  });

  it('random transfers around a ring of wallets, both ways at once: no deadlock, the books balance', async () => {
    const ring = await Promise.all([1, 2, 3, 4, 5].map(() => fundedWallet(t, 10_000)));
    const ids = ring.map((r) => r.wallet.id);
    const work = Array.from({ length: 200 }, (_, i) => {
      const from = i % ids.length;
      const to = (from + (i % 2 === 0 ? 1 : ids.length - 1)) % ids.length;
      return transfer(t.db, move(ids[from]!, ids[to]!, 100 + (i % 7) * 50));
    });
    const { refused } = await settle(work);
    expect(refused.filter((code) => code !== 'INSUFFICIENT_BALANCE')).toEqual([]);
    const rows = await t.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    const total = rows.reduce((sum, row) => sum + balancesOf(row).balance, 0);
    expect(total).toBe(5 * 10_000);
    const moved = await t.db.$count(ledgerTransfers, inArray(ledgerTransfers.debitAccountId, ids));
    expect(moved).toBe(200 - refused.length);
  });
});
