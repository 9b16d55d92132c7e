import { holdLiveMember, findUserById } from '../members/index.js';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  formatPaise,
  isUuid,
  messages,
  OPEN_WITHDRAWAL_STATUSES,
  paiseToRupees,
  paths,
  rupeesToPaise,
  withdrawalMessages,
  type AdminWithdrawal,
  type Withdrawal,
  type WithdrawalStatus,
  walletMessages,
} from '@sevak/shared';
import type { WithdrawalRow, MemberRow } from '../../db/schema/index.js';
import type { Cipher } from '../../platform/crypto.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { recordAudit } from '../audit/index.js';
import { approvedEkycOf, ekycById, ekycImageUrls, reveal } from '../ekyc/index.js';
import { platformAccount, walletOf, resolvePending, transfer } from '../ledger/index.js';
import { notices, notify } from '../notifications/index.js';
import { queueText } from '../texts/index.js';
import type { WebhookRequest } from '../../platform/webhook.js';
import type { PayoutEvent, PayoutProvider } from './payouts.js';
import {
  findUnsentPayouts,
  findWithdrawal,
  findWithdrawalByPayout,
  findWithdrawalRequests,
  findWithdrawalsOf,
  insertWithdrawal,
  recordPayoutEvent,
  transition,
} from './withdrawals.repo.js';

/**
 * Withdrawals (docs/contract.md §5b, §7; docs/decisions/015) on the ledger's holds: a request holds the
 * amount (a pending transfer from the wallet to `payouts_clearing`); paid posts it; rejected,
 * cancelled or failed voids it; a payout the bank returns after paid is a new credit. Each state
 * change is one conditional UPDATE plus its ledger movement in one transaction.
 */
export type WithdrawalDeps = {
  db: Db;
  cipher: Cipher;
  minimumPaise: number;
  enabled: boolean;
  payouts: PayoutProvider | null;
  log?: FastifyBaseLogger;
};

export const PAYOUTS_CLEARING = 'payouts_clearing';
/** The payout provider of a withdrawal the admin paid by hand, with its UTR. */
const BY_HAND = 'manual';

export function toWithdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    _id: row.id,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    reason: row.reason,
    utr: row.utr,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function ensureEnabled(deps: WithdrawalDeps) {
  if (!deps.enabled) throw new AppError('WITHDRAWALS_DISABLED', withdrawalMessages.disabled);
}

/** GET /withdrawal/mine */
export async function withdrawalsOf(deps: WithdrawalDeps, userId: string) {
  const rows = await findWithdrawalsOf(deps.db, userId);
  return {
    withdrawals: rows.map(toWithdrawalView),
    minimum: paiseToRupees(deps.minimumPaise),
    enabled: deps.enabled,
  };
}

/**
 * POST /withdrawal/request: holds the amount on the member's wallet for their verified account.
 * The ledger refuses more than the available balance (so requests at once never hold more than
 * there is). The route runs it once per Idempotency-Key (platform/idempotency.ts), in `db`'s
 * transaction; the key is also kept on the withdrawal, unique per member, as the last line once
 * its answer is forgotten.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  db: DbOrTx,
  user: MemberRow,
  amountRupees: number,
  requestKey: string | undefined,
): Promise<Withdrawal> {
  ensureEnabled(deps);
  const amountPaise = rupeesToPaise(amountRupees);
  if (amountPaise < deps.minimumPaise) {
    throw AppError.onField(
      'WITHDRAWAL_BELOW_MINIMUM',
      'amount',
      withdrawalMessages.belowMinimum(formatPaise(deps.minimumPaise)),
    );
  }
  const account = await approvedEkycOf(db, user.id);
  if (!account) throw new AppError('EKYC_REQUIRED', withdrawalMessages.ekycRequired);
  try {
    const row = await db.transaction(async (tx) => {
      // Not while the account is being deleted (account-deletion.service.ts checks under its lock).
      if (!(await holdLiveMember(tx, user.id))) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
      const id = randomUUID();
      const wallet = await walletOf(tx, user.id);
      const clearing = await platformAccount(tx, PAYOUTS_CLEARING);
      const hold = await transfer(tx, {
        idempotencyKey: `withdrawal:${id}`,
        debitAccountId: wallet.id,
        creditAccountId: clearing.id,
        amountPaise,
        phase: 'pending',
        kind: 'withdrawal',
        description: walletMessages.descriptions.withdrawal(account.bankName, account.bankAccountLast4),
      });
      const row = await insertWithdrawal(tx, {
        id,
        userId: user.id,
        ekycId: account.id,
        amountPaise,
        requestKey: requestKey ?? null,
        holdTransferId: hold.transfer.id,
      });
      await notify(tx, user.id, {
        notice: notices.withdrawalRequested(formatPaise(amountPaise)),
        link: paths.wallet,
      });
      return row;
    });
    return toWithdrawalView(row);
  } catch (err) {
    // A key whose answer was forgotten (after a day) is still this member's, once.
    if (isUniqueViolation(err)) throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.ledger.idempotencyKeyReused);
    throw err;
  }
}

/** Releases (void) or pays (post) a withdrawal's hold, once. */
async function settleHold(tx: DbOrTx, row: WithdrawalRow, phase: 'post' | 'void', description: string) {
  await resolvePending(tx, {
    idempotencyKey: `withdrawal_${phase}:${row.id}`,
    pendingId: row.holdTransferId,
    phase,
    description,
  });
}

/** Why a change matched nothing: no such withdrawal (for this member) → 404, else it moved on → 409. */
async function notRequested(db: DbOrTx, id: string, userId?: string): Promise<never> {
  const row = await findWithdrawal(db, id);
  if (!row || (userId !== undefined && row.userId !== userId)) {
    throw new AppError('WITHDRAWAL_NOT_FOUND', withdrawalMessages.notFound);
  }
  throw new AppError('WITHDRAWAL_NOT_REQUESTED', withdrawalMessages.notRequested);
}

/** POST /withdrawal/{id}/cancel: the member's own, while requested; the hold is released. */
export async function cancelWithdrawal(deps: WithdrawalDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await transition(tx, id, ['requested'], { status: 'cancelled' }, userId);
    if (!row) return notRequested(tx, id, userId);
    await settleHold(tx, row, 'void', 'Withdrawal cancelled');
    await notify(tx, userId, {
      notice: notices.withdrawalCancelled(formatPaise(row.amountPaise)),
      link: paths.wallet,
    });
  });
}

/** POST /withdrawal/{id}/reject (admin): the hold is released; audited; the member is told why. */
export async function rejectWithdrawal(deps: WithdrawalDeps, actorId: string, id: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const row = await transition(tx, id, ['requested'], { status: 'rejected', reason, decidedBy: actorId });
    if (!row) return notRequested(tx, id);
    await settleHold(tx, row, 'void', 'Withdrawal rejected');
    await recordAudit(tx, {
      actorId,
      action: 'reject_withdrawal',
      targetType: 'user',
      targetId: row.userId,
      after: { withdrawalId: id, reason },
    });
    await notify(tx, row.userId, {
      notice: notices.withdrawalRejected(formatPaise(row.amountPaise), reason),
      link: paths.wallet,
    });
    return toWithdrawalView(row);
  });
}

/** Marks a withdrawal paid (from `from`) with its UTR and posts the hold: the money has left. */
async function markPaid(
  tx: DbOrTx,
  id: string,
  from: WithdrawalStatus[],
  changes: { utr: string; decidedBy?: string; payoutProvider?: string },
) {
  const row = await transition(tx, id, from, { status: 'paid', paidAt: new Date(), ...changes });
  if (!row) return undefined;
  await settleHold(tx, row, 'post', `Paid to the bank, UTR ${changes.utr}`);
  await notify(tx, row.userId, {
    notice: notices.withdrawalPaid(formatPaise(row.amountPaise), changes.utr),
    link: paths.wallet,
  });
  await queueText(tx, {
    userId: row.userId,
    template: 'withdrawalPaid',
    vars: { amount: formatPaise(row.amountPaise), utr: changes.utr },
    dedupeKey: `withdrawal:${row.id}:paid`,
  });
  return row;
}

/**
 * An approval sent again (a double click, a retry): the withdrawal it made, when it is what that
 * approval makes — paid with this UTR, or with the provider — else (rejected, cancelled, paid
 * with another UTR) undefined.
 */
async function approvedAlready(tx: DbOrTx, id: string, utr: string | undefined) {
  const row = await findWithdrawal(tx, id);
  if (!row) return undefined;
  const same = utr
    ? row.status === 'paid' && row.payoutProvider === BY_HAND && row.utr === utr
    : row.payoutProvider !== BY_HAND && (row.status === 'processing' || row.status === 'paid');
  return same ? row : undefined;
}

/**
 * POST /withdrawal/{id}/approve (admin). With a UTR the admin paid it by hand: paid now. Without
 * one it goes to the payout provider: processing now, paid or failed by its webhook. The provider
 * is called after the state is committed, with the withdrawal's id as idempotency key, so a retry
 * (the admin again, or the hourly job) never pays twice. The same approval again answers as the
 * first did and changes nothing.
 */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  actorId: string,
  id: string,
  utr: string | undefined,
): Promise<{ message: string; withdrawal: Withdrawal }> {
  if (utr) {
    const row = await deps.db.transaction(async (tx) => {
      const paid = await markPaid(tx, id, ['requested'], { utr, decidedBy: actorId, payoutProvider: BY_HAND });
      if (!paid) return (await approvedAlready(tx, id, utr)) ?? notRequested(tx, id);
      await recordAudit(tx, {
        actorId,
        action: 'pay_withdrawal',
        targetType: 'user',
        targetId: paid.userId,
        after: { withdrawalId: id, utr, provider: BY_HAND },
      });
      return paid;
    });
    return { message: withdrawalMessages.paid, withdrawal: toWithdrawalView(row) };
  }
  const payouts = deps.payouts;
  if (!payouts) throw AppError.onField('VALIDATION_FAILED', 'utr', withdrawalMessages.utrRequired);
  const decided = await deps.db.transaction(async (tx) => {
    const sent = await transition(tx, id, ['requested'], {
      status: 'processing',
      decidedBy: actorId,
      payoutProvider: payouts.name,
    });
    if (!sent) {
      const again = await approvedAlready(tx, id, undefined);
      return again ? { row: again, again: true } : notRequested(tx, id);
    }
    await recordAudit(tx, {
      actorId,
      action: 'pay_withdrawal',
      targetType: 'user',
      targetId: sent.userId,
      after: { withdrawalId: id, provider: payouts.name },
    });
    await notify(tx, sent.userId, {
      notice: notices.withdrawalProcessing(formatPaise(sent.amountPaise)),
      link: paths.wallet,
    });
    return { row: sent, again: false };
  });
  const row = decided.again ? decided.row : await sendPayout(deps, decided.row);
  return { message: withdrawalMessages.sent, withdrawal: toWithdrawalView(row) };
}

/**
 * Sends a processing withdrawal to the provider and records its payout id. A failure to reach the
 * provider leaves it processing without an id: the hourly job sends it again (same idempotency key).
 */
export async function sendPayout(deps: WithdrawalDeps, row: WithdrawalRow): Promise<WithdrawalRow> {
  if (!deps.payouts || row.providerPayoutId) return row;
  const [account, member] = await Promise.all([ekycById(deps.db, row.ekycId), findUserById(deps.db, row.userId)]);
  try {
    const { payoutId } = await deps.payouts.createPayout({
      withdrawalId: row.id,
      amountPaise: row.amountPaise,
      account: {
        holder: account.accountHolderName,
        number: reveal(deps.cipher, account.bankAccountEncrypted),
        ifsc: account.ifscCode,
      },
      contact: {
        userId: row.userId,
        name: member?.name ?? account.accountHolderName,
        phone: member?.phone ?? '',
        email: member?.email ?? '',
      },
    });
    const updated = await transition(deps.db, row.id, ['processing'], {
      status: 'processing',
      providerPayoutId: payoutId,
    });
    return updated ?? (await findWithdrawal(deps.db, row.id))!;
  } catch (err) {
    deps.log?.warn(
      { err, withdrawalId: row.id },
      'withdrawals: the payout provider was not reached; sent again within the hour',
    );
    return row;
  }
}

/** GET /withdrawal/requests (admin): the spec's Withdrawal Requests, full account numbers, keyset-paged. */
export async function withdrawalRequests(
  deps: WithdrawalDeps,
  q: { status?: WithdrawalStatus | 'open' | undefined; cursor?: string | undefined; limit: number },
) {
  const statuses = q.status === 'open' ? OPEN_WITHDRAWAL_STATUSES : q.status ? [q.status] : undefined;
  const rows = await findWithdrawalRequests(deps.db, statuses, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.sortKey, id: row.withdrawal.id }));
  const images = await ekycImageUrls(
    deps.db,
    items.map((row) => row.ekyc.id),
  );
  const withdrawals: AdminWithdrawal[] = items.map(({ withdrawal, user, ekyc }) => ({
    ...toWithdrawalView(withdrawal),
    user: user.deletedAt ? null : { _id: user.id, name: user.name, phone: user.phone },
    kyc: {
      accountHolderName: ekyc.accountHolderName,
      bankAccountNumber: reveal(deps.cipher, ekyc.bankAccountEncrypted),
      ifscCode: ekyc.ifscCode,
      bankName: ekyc.bankName,
      ...images.get(ekyc.id)!,
      status: ekyc.status,
    },
  }));
  return { withdrawals, nextCursor, payoutProvider: deps.payouts?.name ?? null };
}

/**
 * POST /withdrawal/payout-webhook: the provider's word on a payout. Its adapter (payouts.ts)
 * verifies the signature over the raw body first (else 400, nothing changes) and reads the event;
 * with no provider there is no signature to accept.
 */
export async function handlePayoutWebhook(
  deps: WithdrawalDeps,
  webhook: WebhookRequest,
): Promise<{ applied: boolean }> {
  if (!deps.payouts) throw new AppError('WEBHOOK_SIGNATURE_INVALID', messages.payments.webhookSignatureInvalid);
  const event = deps.payouts.readWebhook(webhook);
  return event ? applyPayoutEvent(deps, event) : { applied: false };
}

/** The bank returned the payout after it was paid: the money is the member's again, as a new credit. */
async function reversePayout(tx: DbOrTx, row: WithdrawalRow): Promise<boolean> {
  const reversed = await transition(tx, row.id, ['paid'], { status: 'reversed' });
  if (!reversed) return false;
  const wallet = await walletOf(tx, row.userId);
  const clearing = await platformAccount(tx, PAYOUTS_CLEARING);
  await transfer(tx, {
    idempotencyKey: `withdrawal_reversal:${row.id}`,
    debitAccountId: clearing.id,
    creditAccountId: wallet.id,
    amountPaise: row.amountPaise,
    phase: 'single',
    kind: 'withdrawal_reversal',
    description: walletMessages.descriptions.withdrawalReturned,
  });
  await notify(tx, row.userId, {
    notice: notices.withdrawalReversed(formatPaise(row.amountPaise)),
    link: paths.wallet,
  });
  return true;
}

/** The payout never reached the member: processing → failed, the hold released, the member told why. */
async function failPayout(tx: DbOrTx, row: WithdrawalRow, reason = 'The bank returned the payout.'): Promise<boolean> {
  const failed = await transition(tx, row.id, ['processing'], { status: 'failed', reason });
  if (!failed) return false;
  await settleHold(tx, failed, 'void', 'Payout failed');
  await notify(tx, row.userId, {
    notice: notices.withdrawalFailed(formatPaise(row.amountPaise), reason),
    link: paths.wallet,
  });
  return true;
}

/**
 * A payout event, whichever provider said it: applied once (payout_events), in the transaction of
 * its effect; a final state never moves back, so repeats and late or out-of-order events change
 * nothing.
 */
async function applyPayoutEvent(deps: WithdrawalDeps, event: PayoutEvent): Promise<{ applied: boolean }> {
  return deps.db.transaction(async (tx): Promise<{ applied: boolean }> => {
    if (!(await recordPayoutEvent(tx, event.eventId, event.name))) return { applied: false };
    const row =
      (await findWithdrawalByPayout(tx, event.payoutId)) ??
      (event.withdrawalId && isUuid(event.withdrawalId) ? await findWithdrawal(tx, event.withdrawalId) : undefined);
    if (!row) return { applied: false };
    switch (event.kind) {
      case 'processed':
        return { applied: Boolean(await markPaid(tx, row.id, ['processing'], { utr: event.utr ?? event.payoutId })) };
      case 'reversed':
        // Returned before it was ever paid: as failed.
        return { applied: (await reversePayout(tx, row)) || (await failPayout(tx, row, event.reason)) };
      case 'failed':
        return { applied: await failPayout(tx, row, event.reason) };
    }
  });
}

/**
 * POST /withdrawal/local/complete (admin, local TEST provider): the bank's answer to a payout in
 * processing, as the admin chose it, applied as any provider's payout event is.
 */
export async function completeLocalPayout(
  deps: WithdrawalDeps,
  actorId: string,
  withdrawalId: string,
  outcome: 'processed' | 'failed',
) {
  const testOutcome = deps.payouts?.testOutcome;
  if (!testOutcome) throw new AppError('NOT_FOUND', messages.common.notFound);
  const row = await findWithdrawal(deps.db, withdrawalId);
  if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND', withdrawalMessages.notFound);
  if (row.status !== 'processing' || !row.providerPayoutId) {
    throw new AppError('WITHDRAWAL_NOT_REQUESTED', withdrawalMessages.notRequested);
  }
  await applyPayoutEvent(deps, testOutcome({ payoutId: row.providerPayoutId, withdrawalId: row.id }, outcome));
  await recordAudit(deps.db, {
    actorId,
    action: 'complete_test_payout',
    targetType: 'user',
    targetId: row.userId,
    after: { withdrawalId, outcome },
  });
  return {
    message: outcome === 'processed' ? withdrawalMessages.paid : withdrawalMessages.testPayoutFailed,
    withdrawal: toWithdrawalView((await findWithdrawal(deps.db, withdrawalId))!),
  };
}

/** The hourly job: processing withdrawals the provider never acknowledged are sent again (same key). */
export async function resendUnsentPayouts(deps: WithdrawalDeps): Promise<number> {
  if (!deps.payouts) return 0;
  const rows = await findUnsentPayouts(deps.db);
  for (const row of rows) await sendPayout(deps, row);
  return rows.length;
}
