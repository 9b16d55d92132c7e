import { z } from 'zod';
import { formatRupees } from './money.js';
import { rupeesSchema } from './money-schema.js';
import { SERVICE_PRICE_MAX } from './rate-card.js';

/*
 * Bookings (docs/contract.md §5c "Bookings", docs/decisions/036): a work request with a service, a
 * time and a price, paid through Sevak and held in escrow until the seeker confirms the job.
 * The money rules live here once, so a screen says in words what an action will cost before the
 * person takes it, with the numbers the server then applies.
 */

/** The marketplace's rules as /config/public carries them (paise where the server counts money). */
export type MarketplaceRules = {
  commissionPercent: number;
  freeCancelHours: number;
  lateCancelFeePercent: number;
  lateCancelFeeMaxPaise: number;
  releaseAfterHours: number;
  holdMinutes: number;
};

/** Defaults of docs/contract.md §5c (each is a setting of the server). */
export const DEFAULT_MARKETPLACE_RULES: MarketplaceRules = {
  commissionPercent: 10,
  freeCancelHours: 3,
  lateCancelFeePercent: 20,
  lateCancelFeeMaxPaise: 20_000,
  releaseAfterHours: 24,
  holdMinutes: 15,
};

/** A provider who has not started 60 minutes after the start has not come. */
export const NO_SHOW_AFTER_MINUTES = 60;
/** A quote (or a fixed price accepted) waits this long for the seeker's payment. */
export const QUOTE_VALID_HOURS = 48;
/** Wrong start codes before starting is locked, and for how long. */
export const START_CODE_TRIES = 5;
export const START_CODE_LOCK_MINUTES = 15;

/** What one cancellation does with the money (paise). */
export type CancellationTerms = {
  /** free: ≥ freeCancelHours before; late: inside it; provider / provider_late: the provider cancels; no_show: the seeker, after the provider did not come. */
  kind: 'free' | 'late' | 'provider' | 'provider_late' | 'no_show' | 'unpaid';
  /** To the provider, as an earning (less commission). */
  feePaise: number;
  /** Back to the seeker through the payment provider. */
  refundPaise: number;
  /** To the seeker's wallet, charged to the provider's future earnings. */
  compensationPaise: number;
};

const HOUR_MS = 3_600_000;

/** The late fee: lateCancelFeePercent of the amount, at most lateCancelFeeMaxPaise, in whole paise. */
export function lateFeeOf(amountPaise: number, rules: MarketplaceRules): number {
  return Math.min(Math.floor((amountPaise * rules.lateCancelFeePercent) / 100), rules.lateCancelFeeMaxPaise);
}

/** The commission on an earning, in whole paise (rounded down: never more than the percent). */
export function commissionOf(amountPaise: number, rules: MarketplaceRules): number {
  return Math.floor((amountPaise * rules.commissionPercent) / 100);
}

/**
 * The terms of cancelling now (docs/contract.md §5c "Money and rules"). `paid`: the money is in
 * escrow (confirmed); before that nothing moves. `started`: the provider has started (the seeker
 * can no longer cancel; a dispute is the way).
 */
export function cancellationTerms(input: {
  by: 'seeker' | 'provider';
  paid: boolean;
  amountPaise: number;
  slotStart: Date;
  now: Date;
  rules: MarketplaceRules;
}): CancellationTerms {
  const { by, paid, amountPaise, slotStart, now, rules } = input;
  if (!paid) return { kind: 'unpaid', feePaise: 0, refundPaise: 0, compensationPaise: 0 };
  const untilStart = slotStart.getTime() - now.getTime();
  const late = untilStart < rules.freeCancelHours * HOUR_MS;
  const fee = lateFeeOf(amountPaise, rules);
  if (by === 'provider') {
    return {
      kind: late ? 'provider_late' : 'provider',
      feePaise: 0,
      refundPaise: amountPaise,
      compensationPaise: late ? fee : 0,
    };
  }
  if (-untilStart >= NO_SHOW_AFTER_MINUTES * 60_000) {
    return { kind: 'no_show', feePaise: 0, refundPaise: amountPaise, compensationPaise: fee };
  }
  if (!late) return { kind: 'free', feePaise: 0, refundPaise: amountPaise, compensationPaise: 0 };
  return { kind: 'late', feePaise: fee, refundPaise: amountPaise - fee, compensationPaise: 0 };
}

/** The words a person reads before cancelling (docs/contract.md §5c: every rule shown before acting). */
export function cancellationWords(terms: CancellationTerms, names: { provider: string; seeker: string }): string {
  const r = (paise: number) => formatRupees(paise / 100);
  switch (terms.kind) {
    case 'unpaid':
      return 'Nothing has been paid, so nothing is charged.';
    case 'free':
      return `Cancel now and all ${r(terms.refundPaise)} comes back to you.`;
    case 'late':
      return `Cancel now and ${r(terms.feePaise)} goes to ${names.provider} for the late notice; ${r(terms.refundPaise)} comes back to you.`;
    case 'no_show':
      return `${names.provider} has not started. Cancel now and all ${r(terms.refundPaise)} comes back to you, and ${r(terms.compensationPaise)} more to your wallet for the trouble.`;
    case 'provider':
      return `Cancel now and ${names.seeker} gets all ${r(terms.refundPaise)} back.`;
    case 'provider_late':
      return `Cancel now and ${names.seeker} gets all ${r(terms.refundPaise)} back, and ${r(terms.compensationPaise)} for the late notice, taken from your next earnings.`;
  }
}

export const bookingMessages = {
  booked: 'Your time is held for you. Pay to confirm the booking.',
  requested: 'Your request has been sent. The provider will answer with a price.',
  slotTaken: 'Someone has just booked this time. Please choose another.',
  slotNotFree: 'This time is not free. Please choose one of the free times.',
  serviceRequired: 'Please choose a service.',
  slotRequired: 'Please choose a time.',
  quoteAmount: `Give an amount from ₹1 to ${formatRupees(SERVICE_PRICE_MAX)}.`,
  quoted: 'Your price has been sent. The seeker has 48 hours to pay.',
  quoteOnly: 'This service is priced on quote: send a price.',
  acceptedToPay: 'Accepted. The seeker has been asked to pay.',
  notToPay: 'This booking is not waiting for payment.',
  holdExpired: 'The time held for you has run out. Please book again.',
  confirmed: 'Paid. Your booking is confirmed.',
  startCodeRequired: 'Enter the 4-digit code the customer shows you.',
  startCodeWrong: 'That code is not right. Ask the customer for the code on their booking page.',
  startLocked: 'Too many wrong codes. Try again in 15 minutes.',
  notConfirmed: 'Only a paid booking can be started.',
  started: 'Job started.',
  onTheWay: 'The customer has been told you are on the way.',
  onTheWayTooEarly: 'You can say you are on the way from 3 hours before the job.',
  notStarted: 'Only a started job can be marked completed.',
  completedBooking: 'Marked as completed. The customer has been asked to confirm.',
  notCompleted: 'This job has not been marked completed.',
  released: 'Thank you! The provider has been paid.',
  disputed: 'We have opened a dispute. Our team will look at it and write to you.',
  disputeReason: 'Please tell us what went wrong.',
  notCancellable: 'This booking can no longer be cancelled.',
  cancelReasonRequired: 'Please give a reason for cancelling.',
  cancelledBooking: 'The booking has been cancelled.',
  notDisputed: 'This booking is not in dispute.',
  refundTooMuch: 'The refund cannot be more than what was paid.',
  resolved: 'The dispute has been resolved.',
  rescheduleProposed: 'Your new time has been sent. It is held until the other side answers.',
  rescheduleNone: 'There is no new time waiting for an answer.',
  rescheduleOwn: 'The other side answers a new time you proposed.',
  rescheduleAccepted: 'The booking has moved to the new time.',
  rescheduleDeclined: 'The new time was declined; the booking keeps its time.',
  notReschedulable: 'Only a paid booking that has not started can move.',
  notBooking: 'This request has no booked time.',
  pendingReschedule: 'A new time is already waiting for an answer.',
  noInvoice: 'There is no invoice yet: it is issued when the money for the job is released.',
} as const;

const b = bookingMessages;

/** POST /work/requests/{id}/quote: the provider's price for this job. */
export const quoteSchema = z.object({
  amount: rupeesSchema(b.quoteAmount).min(1, b.quoteAmount).max(SERVICE_PRICE_MAX, b.quoteAmount),
  note: z.string().trim().max(500).default(''),
});
export type QuoteInput = z.infer<typeof quoteSchema>;

export const disputeSchema = z.object({
  reason: z.string({ error: b.disputeReason }).trim().min(1, b.disputeReason).max(2000),
});

export const resolveSchema = z.object({
  refundAmount: rupeesSchema('Give the amount to refund (0 for none).').min(
    0,
    'Give the amount to refund (0 for none).',
  ),
  note: z.string().trim().min(1, 'Please write what was decided.').max(2000),
});

export const rescheduleSchema = z.object({ slotStart: z.iso.datetime({ offset: true, error: b.slotRequired }) });

export const bookingPaymentSchema = z.object({
  status: z.enum(['created', 'captured', 'failed', 'duplicate']),
  paidAt: z.string().nullable(),
});

export const cancellationSchema = z.object({
  by: z.enum(['seeker', 'provider', 'system']),
  reason: z.string(),
  kind: z.enum(['free', 'late', 'provider', 'provider_late', 'no_show', 'unpaid']),
  fee: z.number(),
  refund: z.number(),
  compensation: z.number(),
});

export const bookingRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
});

export const rescheduleProposalSchema = z.object({
  slotStart: z.string(),
  slotEnd: z.string(),
  by: z.enum(['seeker', 'provider']),
});

/** /config/public's `marketplace` (rupees for the fee cap, as every amount on the wire). */
export const marketplaceConfigSchema = z.object({
  commissionPercent: z.number(),
  freeCancelHours: z.number(),
  lateCancelFeePercent: z.number(),
  lateCancelFeeMax: z.number(),
  releaseAfterHours: z.number(),
  holdMinutes: z.number(),
});
export type MarketplaceConfig = z.infer<typeof marketplaceConfigSchema>;

/** The rules as /config/public carries them (the fee cap in rupees). */
export function marketplaceConfigOf(rules: MarketplaceRules): MarketplaceConfig {
  const { lateCancelFeeMaxPaise, ...rest } = rules;
  return { ...rest, lateCancelFeeMax: lateCancelFeeMaxPaise / 100 };
}

/** The rules in paise from /config/public's rupees. */
export function rulesOf(config: MarketplaceConfig): MarketplaceRules {
  const { lateCancelFeeMax, ...rest } = config;
  return { ...rest, lateCancelFeeMaxPaise: Math.round(lateCancelFeeMax * 100) };
}

/**
 * A booking's Razorpay Route transfer (docs/decisions/037): to be made, held in the provider's
 * linked account, to settle once the money is decided, settled, or refused by Razorpay.
 */
export const ROUTE_TRANSFER_STATUSES = ['to_transfer', 'held', 'to_settle', 'settled', 'failed'] as const;
export type RouteTransferStatus = (typeof ROUTE_TRANSFER_STATUSES)[number];
