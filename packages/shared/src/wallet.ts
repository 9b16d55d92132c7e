import { z } from 'zod';
import { moneyMessages, ONE_PAISA_IN_RUPEES, rupeesToPaise } from './money.js';
import { rupeesSchema } from './money-schema.js';
import { daySchema } from './admin.js';

/**
 * The wallet and the referral team (docs/contract.md §5b; docs/decisions/013, 014). Amounts are rupees in
 * JSON (paise in the database); a wallet only holds what the platform owes its member.
 */

export const WALLET_TRANSACTION_KINDS = [
  'referral_reward',
  'investment_payout',
  'investment_maturity',
  'withdrawal',
  'withdrawal_reversal',
  'adjustment',
  // Bookings (docs/contract.md §5c): the job's pay less commission, a seeker's compensation for a
  // provider's late cancellation or no-show, and that compensation taken back from the provider's earnings.
  'booking_earning',
  'cancellation_compensation',
  'penalty_recovery',
  // With Razorpay Route (docs/decisions/037) an earning goes on to the provider's bank account,
  // and comes back here if Razorpay could not send it.
  'route_transfer',
  'route_transfer_returned',
] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/** What a member reads for each kind (history, filters, statement). */
export const WALLET_KIND_LABELS: Record<WalletTransactionKind, string> = {
  referral_reward: 'Referral reward',
  investment_payout: 'Plan payout',
  investment_maturity: 'Plan maturity',
  withdrawal: 'Withdrawal',
  withdrawal_reversal: 'Withdrawal returned',
  adjustment: 'Adjustment by Sevak',
  booking_earning: 'Job earning',
  cancellation_compensation: 'Compensation for a cancelled job',
  penalty_recovery: 'Late cancellation charge',
  route_transfer: 'Sent to your bank account by Razorpay',
  route_transfer_returned: 'Returned: Razorpay could not send it to your bank',
};

export const WALLET_TRANSACTION_STATUSES = ['posted', 'pending', 'voided'] as const;
export const TEAM_MEMBER_STATUSES = ['registered', 'paid', 'approved'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** The largest single adjustment an admin can make, in rupees (₹10,00,000): a typo guard. */
export const MAX_ADJUSTMENT_RUPEES = 1_000_000;

export const walletMessages = {
  adjusted: 'Wallet adjusted successfully.',
  adjustFailed: 'Failed to adjust the wallet.',
  amountRequired: 'Enter an amount other than ₹0: positive to credit, negative to debit.',
  amountTooLarge: 'An adjustment can be at most ₹10,00,000 at a time.',
  reasonRequired: 'Please give the reason for this adjustment (at least 3 characters).',
  reasonTooLong: 'Keep the reason under 200 characters.',
  adjustConfirm: 'Are you sure you want to adjust this wallet?',
  fromAfterTo: 'The start date must be on or before the end date.',
  userNotFound: 'User not found',
  emptyHistory:
    'No transactions yet. Money arrives here as referral rewards, when members you invite pay the fee and are approved, and as plan payouts.',
  fetchFailed: 'Failed to fetch the wallet.',
  fetchTeamFailed: 'Failed to fetch your team.',
  withdrawalsSoon: 'Withdrawals to your bank account open here once your e-KYC is verified.',
  copied: 'Referral link copied',
  /**
   * The descriptions the server writes on the entries it makes (stored as words, shown in the
   * history: the web app says them in the member's language).
   */
  descriptions: {
    referralReward: (friend: string) => `${friend} joined with your referral`,
    /** 'Fixed deposit ₹1,00,000: installment 3 of 12'. */
    installment: (plan: string, amount: string, n: string, total: string) =>
      `${plan} ${amount}: installment ${n} of ${total}`,
    withdrawal: (bank: string, last4: string) => `Withdrawal to ${bank} XXXXXX${last4}`,
    withdrawalReturned: 'Withdrawal returned by the bank',
  },
  /** Notifications (bell, live toast, push) of money arriving or leaving. */
  notices: {
    reward: (amount: string, friend: string) => ({
      title: `You earned ${amount}`,
      body: `${friend} joined Sevak with your referral and is approved. The reward is in your wallet.`,
    }),
    credited: (amount: string, reason: string) => ({ title: `${amount} added to your wallet`, body: reason }),
    debited: (amount: string, reason: string) => ({ title: `${amount} taken from your wallet`, body: reason }),
  },
} as const;

/** The money of a wallet, in rupees: balance (posted), held (pending withdrawals), available. */
export const walletSchema = z.object({
  balance: z.number(),
  available: z.number(),
  held: z.number(),
  currency: z.literal('INR'),
});
export type Wallet = z.infer<typeof walletSchema>;
/** GET /wallet */
export const walletAnswerSchema = z.object({ wallet: walletSchema });
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

export const walletTransactionSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  /** Signed rupees from the member's view: + arrives in the wallet, − leaves it. */
  amount: z.number(),
  /** The wallet's balance after this transaction (for a pending one: the balance while it waits). */
  balanceAfter: z.number(),
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  description: z.string(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/** GET /wallet/transactions: from/to are days in India (yyyy-MM-dd, inclusive). */
export const walletTransactionsQuerySchema = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
    kind: z.enum(WALLET_TRANSACTION_KINDS).optional(),
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(fromNotAfterTo, { message: walletMessages.fromAfterTo, path: ['from'] });
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuerySchema>;
export const walletTransactionPageSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type WalletTransactionPage = z.infer<typeof walletTransactionPageSchema>;

/** GET /wallet/statement: the days (India, inclusive; default the financial year so far) and the file type. */
export const walletStatementQuerySchema = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
    format: z.enum(['pdf', 'csv']).default('pdf'),
  })
  .refine(fromNotAfterTo, { message: walletMessages.fromAfterTo, path: ['from'] });
export type WalletStatementQuery = z.input<typeof walletStatementQuerySchema>;

/** The size of an adjustment as an admin types it (the form's Credit or Debit gives the sign). */
export const adjustmentRupeesSchema = rupeesSchema(moneyMessages.positive)
  .min(ONE_PAISA_IN_RUPEES, moneyMessages.positive)
  .max(MAX_ADJUSTMENT_RUPEES, walletMessages.amountTooLarge);

/** POST /wallet/adjust (admin): + credits the member's wallet, − debits it (never below available). */
export const walletAdjustSchema = z.object({
  userId: z.uuid({ error: walletMessages.userNotFound }),
  amount: rupeesSchema(walletMessages.amountRequired)
    .refine((n) => rupeesToPaise(n) !== 0, walletMessages.amountRequired)
    .refine((n) => Math.abs(n) <= MAX_ADJUSTMENT_RUPEES, walletMessages.amountTooLarge),
  reason: z
    .string({ error: walletMessages.reasonRequired })
    .trim()
    .min(3, walletMessages.reasonRequired)
    .max(200, walletMessages.reasonTooLong),
});
export type WalletAdjust = z.infer<typeof walletAdjustSchema>;
export const walletAdjustAnswerSchema = z.object({ message: z.string(), wallet: walletSchema });
export type WalletAdjustAnswer = z.infer<typeof walletAdjustAnswerSchema>;

/** GET /wallet/user/{userId} (admin): a member's wallet and its latest transactions (User Details). */
export const memberWalletAnswerSchema = z.object({
  wallet: walletSchema,
  transactions: z.array(walletTransactionSchema),
});
export type MemberWalletAnswer = z.infer<typeof memberWalletAnswerSchema>;

/** GET /team */
export const teamQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const teamMemberSchema = z.object({
  _id: z.uuid(),
  /** First name and last initial ('Ravi K.'): a member's team never sees full names. */
  name: z.string(),
  joinedAt: z.string(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** Rupees credited for this member, or null while none. */
  reward: z.number().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamAnswerSchema = z.object({
  referralCode: z.string(),
  /** Absolute: `${PUBLIC_ORIGIN}/register?ref=CODE`. */
  referralLink: z.string(),
  referredBy: z.object({ name: z.string() }).nullable(),
  /** What one approved referral earns now, in rupees (0: rewards are off). */
  rewardPerReferral: z.number(),
  totals: z.object({ members: z.number().int(), approved: z.number().int(), earned: z.number() }),
  members: z.array(teamMemberSchema),
  nextCursor: z.string().nullable(),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;

/** 'Ravi Kumar Sharma' → 'Ravi S.'; one word stays as it is. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return `${words[0]} ${words.at(-1)!.charAt(0).toUpperCase()}.`;
}
