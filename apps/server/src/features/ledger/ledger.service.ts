import { createHash } from 'node:crypto';
import { messages } from '@sevak/shared';
import type { TransferPhase } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import {
  addToTotals,
  insertEntries,
  insertTransfer,
  lockAccounts,
  transferById,
  transferByKey,
  type LedgerAccount,
  type LedgerTransfer,
} from './ledger.repo.js';

/**
 * The one way money moves (docs/decisions/013): TigerBeetle's accounts and two-phase transfers in
 * PostgreSQL. Every movement is idempotent by its key, runs in one transaction that locks its two
 * accounts in id order, and refuses a wallet debit beyond the available balance.
 */

export type TransferRequest = {
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  amountPaise: number;
  /** 'pending' holds the amount (a withdrawal request); 'single' moves it at once. */
  phase: 'single' | 'pending';
  kind: string;
  description: string;
};

export type ResolveRequest = {
  idempotencyKey: string;
  pendingId: string;
  /** 'post' moves the held amount; 'void' releases it. */
  phase: 'post' | 'void';
  description: string;
};

export type TransferResult = { transfer: LedgerTransfer; replayed: boolean };

/** A wallet's balances in paise (docs/contract.md §5b). */
export function balancesOf(account: LedgerAccount) {
  const balance = account.creditsPosted - account.debitsPosted;
  return { balance, held: account.debitsPending, available: balance - account.debitsPending };
}

const RETRIED = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const ATTEMPTS = 5;

function isRetryable(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return RETRIED.has(e?.code ?? '') || RETRIED.has(e?.cause?.code ?? '');
}

function hashOf(request: TransferRequest | ResolveRequest): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256')
    .update(JSON.stringify(rest, Object.keys(rest).sort()))
    .digest('hex');
}

/**
 * Runs one movement, again when PostgreSQL asks (serialization failure or deadlock). Given an open
 * transaction (a reward inside an approval), the movement is a savepoint of it: it commits with
 * the caller's change or not at all, and a retry rolls back only the movement.
 */
async function withRetry<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryable(err)) throw err;
    }
  }
}

/** The earlier answer for a key used again: the same request replays it, another one is refused. */
async function replay(tx: DbOrTx, key: string, hash: string): Promise<TransferResult> {
  const earlier = await transferByKey(tx, key);
  if (!earlier || earlier.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.ledger.idempotencyKeyReused);
  }
  return { transfer: earlier, replayed: true };
}

/** Refuses to take a wallet's available balance below 0 (the table's CHECK is the last line). */
function ensureAvailable(account: LedgerAccount, amountPaise: number): void {
  if (account.kind === 'wallet' && balancesOf(account).available < amountPaise) {
    throw new AppError('INSUFFICIENT_BALANCE', messages.ledger.insufficientBalance);
  }
}

/** Moves `amountPaise` from the debit account to the credit account, at once or as a hold. */
export function transfer(db: DbOrTx, request: TransferRequest): Promise<TransferResult> {
  // Callers are our own services: a wrong request here is a bug, not a member's mistake.
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) {
    throw new Error(`a transfer moves a positive whole number of paise (got ${request.amountPaise})`);
  }
  if (request.debitAccountId === request.creditAccountId) throw new Error('a transfer needs two accounts');
  const hash = hashOf(request);
  return withRetry(db, async (tx) => {
    const { debitAccountId, creditAccountId, amountPaise, phase } = request;
    const accounts = await lockAccounts(tx, [debitAccountId, creditAccountId]);
    const debit = accounts.get(debitAccountId);
    if (!debit || !accounts.has(creditAccountId)) throw new AppError('NOT_FOUND', messages.common.notFound);
    const inserted = await insertTransfer(tx, {
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      debitAccountId,
      creditAccountId,
      amountPaise,
      phase,
      kind: request.kind,
      description: request.description,
    });
    if (!inserted) return replay(tx, request.idempotencyKey, hash);
    ensureAvailable(debit, amountPaise);
    const posted = phase === 'single';
    await writeSides(tx, inserted, phase, {
      debit: posted ? { debitsPosted: amountPaise } : { debitsPending: amountPaise },
      credit: posted ? { creditsPosted: amountPaise } : { creditsPending: amountPaise },
    });
    return { transfer: inserted, replayed: false };
  });
}

/** Posts or voids a hold, at most once (a unique index on the resolved hold settles races). */
export function resolvePending(db: DbOrTx, request: ResolveRequest): Promise<TransferResult> {
  const hash = hashOf(request);
  return withRetry(db, async (tx) => {
    const pending = await transferById(tx, request.pendingId);
    if (!pending || pending.phase !== 'pending') throw new AppError('NOT_FOUND', messages.common.notFound);
    await lockAccounts(tx, [pending.debitAccountId, pending.creditAccountId]);
    let inserted: LedgerTransfer | null;
    try {
      inserted = await insertTransfer(tx, {
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        debitAccountId: pending.debitAccountId,
        creditAccountId: pending.creditAccountId,
        amountPaise: pending.amountPaise,
        phase: request.phase,
        pendingId: pending.id,
        kind: pending.kind,
        description: request.description,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('TRANSFER_ALREADY_RESOLVED', messages.ledger.alreadyResolved);
      throw err;
    }
    if (!inserted) return replay(tx, request.idempotencyKey, hash);
    const amount = pending.amountPaise;
    const post = request.phase === 'post';
    await writeSides(tx, inserted, request.phase, {
      debit: { debitsPending: -amount, ...(post ? { debitsPosted: amount } : {}) },
      credit: { creditsPending: -amount, ...(post ? { creditsPosted: amount } : {}) },
    });
    return { transfer: inserted, replayed: false };
  });
}

type Delta = Parameters<typeof addToTotals>[2];

/** Updates both accounts' totals and writes the two entries with each posted balance after. */
async function writeSides(
  tx: DbOrTx,
  transfer: LedgerTransfer,
  phase: TransferPhase,
  delta: { debit: Delta; credit: Delta },
): Promise<void> {
  const debit = await addToTotals(tx, transfer.debitAccountId, delta.debit);
  const credit = await addToTotals(tx, transfer.creditAccountId, delta.credit);
  // A void moves nothing but the hold; its entries carry the amount it released.
  await insertEntries(tx, transfer.id, phase, [
    { accountId: debit.id, amountPaise: -transfer.amountPaise, balanceAfterPaise: balancesOf(debit).balance },
    { accountId: credit.id, amountPaise: transfer.amountPaise, balanceAfterPaise: balancesOf(credit).balance },
  ]);
}
