import { randomUUID } from 'node:crypto';
import { platformAccount, walletOf } from '../src/features/ledger/ledger.repo.js';
import { transfer, type TransferRequest } from '../src/features/ledger/ledger.service.js';
import { createMember, type TestApp } from './app.js';

/** A single (posted) movement with a fresh idempotency key. */
export function move(debitAccountId: string, creditAccountId: string, amountPaise: number): TransferRequest {
  return {
    idempotencyKey: randomUUID(),
    debitAccountId,
    creditAccountId,
    amountPaise,
    phase: 'single',
    kind: 'test',
    description: 'a test movement',
  };
}

/** A new member's wallet holding `paise`, paid from a platform account of its own. */
export async function fundedWallet(t: TestApp, paise: number) {
  const wallet = await walletOf(t.db, (await createMember(t.db)).id);
  const source = await platformAccount(t.db, `rewards_${randomUUID()}`);
  if (paise > 0) await transfer(t.db, move(source.id, wallet.id, paise));
  return { wallet, source };
}
