import { commissionOf, type MarketplaceRules } from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { issueReleaseInvoices, type Taxation } from '../invoices/index.js';
import { platformAccount, transfer, walletOf } from '../ledger/index.js';
import { settleShare } from '../settlements/index.js';
import { addDue, takeDue } from './bookings.repo.js';

/*
 * A booking's money on the ledger (docs/contract.md §5c "Money and rules", docs/decisions/036).
 * Each movement has a key of the booking and its step, so a step repeated (a retried job, two
 * confirms at once that both got past their checks) moves money once; callers hold the booking's
 * row lock, so a booking reaches one final state and its keys are used once.
 *
 *   payments_received → booking_escrow            capture
 *   booking_escrow    → provider's wallet         earning less commission (booking_earning)
 *   booking_escrow    → commission_revenue        the commission
 *   booking_escrow    → tcs_payable               TCS on a registered provider's job (CGST s.52)
 *   booking_escrow    → tds_payable               TDS on the job (Income-tax s.194-O)
 *   booking_escrow    → gst_payable               the GST Sevak pays itself (CGST s.9(5))
 *   booking_escrow    → refunds_paid              what goes back through the payment provider
 *   provider_penalties → seeker's wallet          compensation (cancellation_compensation)
 *   provider's wallet → provider_penalties        compensation taken back from a later earning
 *   provider's wallet → route_transfers           what Razorpay Route carries to their bank
 *                                                 (settlements, docs/decisions/037)
 *
 * So at any time: captured = escrow + earnings + commission + TCS + TDS + GST + refunds (the property
 * test's sum). Each release also issues its invoices (features/invoices, docs/decisions/041).
 */

export const ACCOUNTS = {
  received: 'payments_received',
  escrow: 'booking_escrow',
  commission: 'commission_revenue',
  refunds: 'refunds_paid',
  penalties: 'provider_penalties',
  tcs: 'tcs_payable',
  tds: 'tds_payable',
  gst: 'gst_payable',
} as const;

/** What a release needs: the booking rules, the tax rates and the operator. */
export type ReleaseTerms = Taxation & { rules: MarketplaceRules };

type Booking = { id: string; seekerId: string; providerId: string; serviceTitle: string | null };

async function move(
  tx: DbOrTx,
  key: string,
  from: string,
  to: string,
  amountPaise: number,
  kind: string,
  description: string,
) {
  if (amountPaise <= 0) return;
  await transfer(tx, {
    idempotencyKey: key,
    debitAccountId: from,
    creditAccountId: to,
    amountPaise,
    phase: 'single',
    kind,
    description,
  });
}

const what = (b: Booking) => b.serviceTitle ?? 'a job';

/** The seeker's payment, into escrow. */
export async function holdInEscrow(tx: DbOrTx, b: Booking, amountPaise: number) {
  const [received, escrow] = await Promise.all([
    platformAccount(tx, ACCOUNTS.received),
    platformAccount(tx, ACCOUNTS.escrow),
  ]);
  await move(
    tx,
    `booking:${b.id}:capture`,
    received.id,
    escrow.id,
    amountPaise,
    'booking_payment',
    `Paid for ${what(b)}`,
  );
}

/** Money out of escrow back to the seeker (the payment provider's refund carries it). */
export async function refundFromEscrow(tx: DbOrTx, b: Booking, amountPaise: number) {
  const [escrow, refunds] = await Promise.all([
    platformAccount(tx, ACCOUNTS.escrow),
    platformAccount(tx, ACCOUNTS.refunds),
  ]);
  await move(
    tx,
    `booking:${b.id}:refund`,
    escrow.id,
    refunds.id,
    amountPaise,
    'booking_refund',
    `Refund for ${what(b)}`,
  );
}

/**
 * Pays the provider `amountPaise` out of escrow, with its invoices: the commission to Sevak, TCS,
 * TDS and (under s.9(5)) the GST to their accounts, the rest to their wallet as a
 * `booking_earning`, less what they owe for earlier late cancellations (never below zero).
 * When Razorpay Route carries the booking, what is left goes on to their bank that way
 * (`routed`). Answers what reached the wallet and what was Sevak's.
 */
export async function payProvider(
  tx: DbOrTx,
  b: Booking,
  amountPaise: number,
  { rules, ...taxation }: ReleaseTerms,
  why: string,
) {
  const split = await issueReleaseInvoices(
    tx,
    {
      workRequestId: b.id,
      sellerId: b.providerId,
      buyerId: b.seekerId,
      amountPaise,
      commissionPaise: commissionOf(amountPaise, rules),
      description: why === 'Late cancellation fee' ? `${why}: ${what(b)}` : what(b),
    },
    taxation,
  );
  const earning = split.earningPaise;
  const [escrow, revenue, tcs, tds, gst, wallet] = await Promise.all([
    platformAccount(tx, ACCOUNTS.escrow),
    platformAccount(tx, ACCOUNTS.commission),
    platformAccount(tx, ACCOUNTS.tcs),
    platformAccount(tx, ACCOUNTS.tds),
    platformAccount(tx, ACCOUNTS.gst),
    walletOf(tx, b.providerId),
  ]);
  await move(tx, `booking:${b.id}:earning`, escrow.id, wallet.id, earning, 'booking_earning', `${why}: ${what(b)}`);
  await move(
    tx,
    `booking:${b.id}:commission`,
    escrow.id,
    revenue.id,
    split.commissionPaise,
    'commission',
    `Commission on ${what(b)}`,
  );
  await move(tx, `booking:${b.id}:tcs`, escrow.id, tcs.id, split.tcsPaise, 'tcs', `TCS (CGST s.52) on ${what(b)}`);
  await move(tx, `booking:${b.id}:tds`, escrow.id, tds.id, split.tdsPaise, 'tds', `TDS (s.194-O) on ${what(b)}`);
  await move(
    tx,
    `booking:${b.id}:gst`,
    escrow.id,
    gst.id,
    split.operatorGstPaise,
    'operator_gst',
    `GST (CGST s.9(5)) on ${what(b)}`,
  );
  const recovered = await takeDue(tx, b.providerId, earning);
  if (recovered > 0) {
    const penalties = await platformAccount(tx, ACCOUNTS.penalties);
    await move(
      tx,
      `booking:${b.id}:recovery`,
      wallet.id,
      penalties.id,
      recovered,
      'penalty_recovery',
      'Late cancellation charge taken from this earning',
    );
  }
  const routed = await settleShare(tx, b, earning - recovered);
  return { earningPaise: earning, commissionPaise: split.commissionPaise, recoveredPaise: recovered, routed };
}

/** The seeker's compensation for a provider's late cancellation or no-show, owed by the provider. */
export async function compensateSeeker(tx: DbOrTx, b: Booking, amountPaise: number) {
  if (amountPaise <= 0) return;
  const [penalties, wallet] = await Promise.all([platformAccount(tx, ACCOUNTS.penalties), walletOf(tx, b.seekerId)]);
  await move(
    tx,
    `booking:${b.id}:compensation`,
    penalties.id,
    wallet.id,
    amountPaise,
    'cancellation_compensation',
    `Compensation: ${what(b)} was cancelled late by the provider`,
  );
  await addDue(tx, b.providerId, amountPaise);
}
