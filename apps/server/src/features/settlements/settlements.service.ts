import type { Cipher } from '../../platform/crypto.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { reveal } from '../ekyc/index.js';
import { platformAccount, transfer, walletOf } from '../ledger/index.js';
import { refundPayment, releaseHeldRefund, type RefundDeps } from '../payments/index.js';
import { RouteError, type RouteClient } from './route-client.js';
import {
  endTransfer,
  findAccountsToLink,
  findActiveAccount,
  insertTransfer,
  lockTransfer,
  markTransferAsked,
  recordReversal,
  recordRouteAccount,
  recordTransferMade,
  retryTransferLater,
  takeDueTransfers,
  updateTransfer,
  type DueTransfer,
} from './settlements.repo.js';

/*
 * Razorpay Route for bookings (docs/decisions/037). Sevak's ledger stays the record of every
 * booking's money; Route is how a provider's share physically reaches them. A provider with a
 * linked account (made from their verified e-KYC) has the share of each captured booking
 * transferred to it on hold. When the booking's money is decided (released, resolved, cancelled),
 * the part they keep goes on from their wallet to `route_transfers` on the ledger (so it is
 * never withdrawn twice), the rest of the transfer is reversed, the hold on what is kept is
 * lifted, and only then is the seeker's refund asked for. Razorpay is called outside any
 * transaction, by the job queue; each call is safe to repeat (route-client.ts).
 */

type Log = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type SettlementDeps = { db: Db; route: RouteClient; payments: RefundDeps; cipher: Cipher; log: Log };

/** The ledger's account for what Route carried to providers' banks. */
const ROUTE_ACCOUNT = 'route_transfers';
const LEASE_SECONDS = 300;

type Booking = { id: string; providerId: string; serviceTitle: string | null };

/**
 * In the capture's transaction: the provider's share (`sharePaise`) is to be transferred to their
 * linked account, if they have an active one. False: the wallet carries it, as without Route.
 */
export async function routeProviderShare(
  tx: DbOrTx,
  input: { bookingId: string; paymentId: string; providerId: string; sharePaise: number },
): Promise<boolean> {
  if (input.sharePaise <= 0) return false;
  const accountId = await findActiveAccount(tx, input.providerId);
  if (!accountId) return false;
  await insertTransfer(tx, {
    workRequestId: input.bookingId,
    paymentId: input.paymentId,
    accountId,
    amountPaise: input.sharePaise,
  });
  return true;
}

/**
 * In the transaction that decides a booking's money (the booking's row is locked): the provider
 * keeps `keepPaise` of the transfer. That much leaves their wallet for `route_transfers` (it
 * reaches their bank through Route, not a withdrawal). True when Route carries the booking, so a
 * refund must wait for the reversal; false when it never did (no transfer, or Razorpay refused
 * it before anything was sent) and the wallet keeps the earning.
 */
export async function settleShare(tx: DbOrTx, b: Booking, keepPaise: number): Promise<boolean> {
  const row = await lockTransfer(tx, b.id);
  if (!row || (row.status === 'failed' && !row.transferId)) return false;
  if (row.status === 'settled' || row.status === 'failed') return true;
  const keep = Math.min(keepPaise, row.amountPaise);
  await updateTransfer(tx, b.id, { keepPaise: keep, status: 'to_settle' });
  if (keep > 0) {
    const [wallet, routed] = await Promise.all([walletOf(tx, b.providerId), platformAccount(tx, ROUTE_ACCOUNT)]);
    await transfer(tx, {
      idempotencyKey: `booking:${b.id}:route`,
      debitAccountId: wallet.id,
      creditAccountId: routed.id,
      amountPaise: keep,
      phase: 'single',
      kind: 'route_transfer',
      description: `Sent to your bank account by Razorpay: ${b.serviceTitle ?? 'a job'}`,
    });
  }
  return true;
}

/** The job queue's turn: every transfer due is made or settled; answers how many were taken. */
export async function runDueTransfers(deps: SettlementDeps, limit = 20): Promise<number> {
  const due = await takeDueTransfers(deps.db, limit, LEASE_SECONDS);
  for (const row of due) await advance(deps, row);
  return due.length;
}

async function advance(deps: SettlementDeps, row: DueTransfer) {
  try {
    if (row.status === 'to_transfer') await makeTransfer(deps, row);
    else await settle(deps, row);
  } catch (err) {
    if (err instanceof RouteError && err.refused) return refused(deps, row, err.message);
    const reason = err instanceof Error ? err.message : String(err);
    const delay = Math.min(3600, 60 * 2 ** Math.min(row.attempts, 6));
    await retryTransferLater(deps.db, row.workRequestId, reason, delay);
    deps.log.warn({ bookingId: row.workRequestId, reason, retryInSeconds: delay }, 'route: asked again later');
  }
}

async function makeTransfer(deps: SettlementDeps, row: DueTransfer, keepLease = false): Promise<string> {
  await markTransferAsked(deps.db, row.workRequestId);
  const { transferId } = await deps.route.holdTransfer({
    providerPaymentId: row.providerPaymentId,
    account: row.accountId,
    amountPaise: row.amountPaise,
    bookingId: row.workRequestId,
  });
  await recordTransferMade(deps.db, row.workRequestId, transferId, { keepLease });
  return transferId;
}

/** Reverses what the provider does not keep, lifts the hold on the rest, then lets the refund go. */
async function settle(deps: SettlementDeps, row: DueTransfer) {
  const keep = row.keepPaise ?? 0;
  let transferId = row.transferId;
  // A transfer may exist only if one was asked for; none asked and nothing kept: nothing to undo.
  if (!transferId && (keep > 0 || row.transferAskedAt)) transferId = await makeTransfer(deps, row, true);
  if (transferId && row.amountPaise > keep && !row.reversalId) {
    const { reversalId } = await deps.route.reverseTransfer(transferId, row.amountPaise - keep);
    await recordReversal(deps.db, row.workRequestId, reversalId);
  }
  if (transferId && keep > 0) await deps.route.releaseTransfer(transferId);
  if (await endTransfer(deps.db, row.workRequestId, 'to_settle', { status: 'settled', failure: null })) {
    deps.log.info({ bookingId: row.workRequestId, keepPaise: keep }, 'route: booking settled');
    await letRefundGo(deps, row.paymentId);
  }
}

/**
 * Razorpay refused: the row stops at `failed` with the reason (admins see it on the bookings
 * list). A share never sent comes back to the provider's wallet, to withdraw as any earning; a
 * refund waiting on the reversal is asked for anyway, and its own answer is kept on the payment.
 */
async function refused(deps: SettlementDeps, row: DueTransfer, reason: string) {
  deps.log.error({ bookingId: row.workRequestId, reason, step: row.status }, 'route: Razorpay refused');
  await deps.db.transaction(async (tx) => {
    const current = await lockTransfer(tx, row.workRequestId);
    if (!current || (current.status !== 'to_transfer' && current.status !== 'to_settle')) return;
    await updateTransfer(tx, row.workRequestId, { status: 'failed', failure: reason });
    const kept = current.status === 'to_settle' ? (current.keepPaise ?? 0) : 0;
    if (!current.transferId && kept > 0) {
      const [wallet, routed] = await Promise.all([walletOf(tx, row.providerId), platformAccount(tx, ROUTE_ACCOUNT)]);
      await transfer(tx, {
        idempotencyKey: `booking:${row.workRequestId}:route-returned`,
        debitAccountId: routed.id,
        creditAccountId: wallet.id,
        amountPaise: kept,
        phase: 'single',
        kind: 'route_transfer_returned',
        description: 'Returned: Razorpay could not send it to your bank',
      });
    }
  });
  await letRefundGo(deps, row.paymentId);
}

async function letRefundGo(deps: SettlementDeps, paymentId: string) {
  if (await releaseHeldRefund(deps.db, paymentId)) await refundPayment(deps.payments, paymentId);
}

/**
 * The job queue's turn: providers whose latest verified e-KYC has no linked account get one,
 * with that bank account for settlements. A refusal is kept with Razorpay's reason; trouble that
 * may pass leaves it pending for the next turn. Answers how many were asked for.
 */
export async function linkRouteAccounts(deps: SettlementDeps, limit = 20): Promise<number> {
  const due = await findAccountsToLink(deps.db, limit);
  for (const p of due) {
    const base = { providerId: p.providerId, ekycId: p.ekycId };
    try {
      const { accountId } = await deps.route.createLinkedAccount({
        referenceId: p.ekycId.replaceAll('-', '').slice(0, 20),
        name: p.name,
        email: p.email,
        phone: p.phone,
        pan: reveal(deps.cipher, p.panEncrypted),
        bankAccountNumber: reveal(deps.cipher, p.bankAccountEncrypted),
        ifsc: p.ifscCode,
      });
      await recordRouteAccount(deps.db, { ...base, accountId, status: 'active', failure: null });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const refusedNow = err instanceof RouteError && err.refused;
      await recordRouteAccount(deps.db, {
        ...base,
        accountId: null,
        status: refusedNow ? 'failed' : 'pending',
        failure: reason,
      });
      deps.log.warn({ providerId: p.providerId, reason }, 'route: linked account not made');
    }
  }
  return due.length;
}
