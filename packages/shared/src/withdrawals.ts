import { z } from 'zod';
import { moneyMessages, ONE_PAISA_IN_RUPEES } from './money.js';
import { rupeesSchema } from './money-schema.js';
import { decodeFields, encodeForm, type FormFields, type FormFiles, type FormValues } from './multipart.js';

/** Who pays a withdrawal out: each has its adapter in the server's features/withdrawals/payouts.ts. */
export const PAYOUT_PROVIDERS = ['razorpayx', 'local'] as const;

/**
 * e-KYC (bank account and PAN) and withdrawals (docs/contract.md §5b, §7; docs/decisions/015). Amounts are
 * rupees in JSON. A withdrawal request holds its amount in the ledger until it is paid (posted) or
 * rejected, cancelled or failed (released).
 */

export const EKYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EkycStatus = (typeof EKYC_STATUSES)[number];

export const WITHDRAWAL_STATUSES = [
  'requested',
  'processing',
  'paid',
  'failed',
  'rejected',
  'cancelled',
  'reversed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * Withdrawal Requests' default ('open', `?status=open`): those still moving — requested (Approve
 * payout or Reject) and processing (sent to the bank, not yet confirmed; the test provider's are
 * completed there) — so an approved payout stays in sight until it is paid or fails.
 */
export const OPEN_WITHDRAWAL_STATUSES = ['requested', 'processing'] as const satisfies readonly WithdrawalStatus[];

/** What a member and an admin read for each status. */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  requested: 'Requested',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  reversed: 'Returned by the bank',
};

/** The e-KYC images (multipart file fields), as the spec names them. */
export const EKYC_SLOTS = ['bankProof', 'panCardfront', 'panCardback'] as const;
export type EkycSlot = (typeof EKYC_SLOTS)[number];
export const EKYC_SLOT_LABELS: Record<EkycSlot, string> = {
  bankProof: 'Bank proof (passbook or cancelled cheque)',
  panCardfront: 'PAN card front',
  panCardback: 'PAN card back',
};

export const ekycMessages = {
  // docs/product-spec.md §2, §8 (Pending e-KYCs).
  verifyConfirm: 'Are you sure you want to verify this KYC?',
  verified: 'KYC Verified Successfully!',
  verifyFailed: 'Failed to verify KYC.',
  noPending: 'No pending e-KYCs found.',
  submitted: 'e-KYC submitted. We will verify your bank details soon.',
  rejected: 'e-KYC rejected.',
  alreadyPending: 'Your e-KYC is already awaiting verification.',
  notPending: 'This e-KYC is not awaiting verification.',
  notFound: 'e-KYC not found',
  holderRequired: 'Enter the account holder’s name as the bank has it.',
  holderTooLong: 'Keep the name under 100 characters.',
  accountInvalid: 'Enter the bank account number: 9 to 18 digits.',
  accountMismatch: 'The account numbers do not match.',
  ifscFormat: 'Enter the IFSC: 11 characters, like SBIN0001234 (the 5th is a zero).',
  ifscUnknown: 'No bank branch has this IFSC. Check it on your passbook or cheque.',
  panFormat: 'Enter the PAN: 10 characters, like ABCDE1234F.',
  panNotPerson: 'This PAN is not a person’s (its 4th letter must be P).',
  imagesRequired: 'Add the bank proof and both sides of the PAN card.',
  reasonRequired: 'Please write why the e-KYC is rejected.',
  approvedNotice: {
    title: 'Your e-KYC is verified',
    body: 'Your bank account is verified. You can now withdraw from your wallet.',
  },
  rejectedNotice: (reason: string) => ({
    title: 'Your e-KYC was not accepted',
    body: `Our team could not verify your bank details: ${reason} Please submit them again.`,
  }),
} as const;

export const withdrawalMessages = {
  // docs/product-spec.md §2 (Withdrawal Requests), with its typo fixed (docs/contract.md §12).
  noRequests: 'No withdrawal requests found.',
  cancelled: 'Withdrawal cancelled. The amount is back in your available balance.',
  paid: 'Payout recorded as paid.',
  sent: 'Payout sent. It will show as paid when the bank confirms it.',
  rejected: 'Withdrawal rejected. The amount is back in the member’s available balance.',
  testPayoutFailed: 'Test payout marked failed. The amount is back in the member’s available balance.',
  amountRequired: 'Enter the amount to withdraw.',
  /** The form knows the available balance: more is refused before asking (the server says 'Insufficient balance'). */
  aboveAvailable: (available: string) => `This is more than your available balance of ${available}.`,
  belowMinimum: (minimum: string) => `The minimum withdrawal is ${minimum}.`,
  ekycRequired: 'Verify your bank account (e-KYC) before withdrawing.',
  disabled: 'Withdrawals are not available right now.',
  notFound: 'Withdrawal not found',
  notRequested: 'Only a requested withdrawal can be changed; this one has moved on.',
  utrRequired: 'Enter the bank’s UTR (reference) of the payment.',
  utrFormat: 'The UTR is 6 to 30 letters and digits.',
  reasonRequired: 'Please write why the withdrawal is rejected.',
  cancelConfirm: 'Cancel this withdrawal? The amount goes back to your available balance.',
  notices: {
    requested: (amount: string) => ({
      title: `Withdrawal of ${amount} requested`,
      body: 'The amount is held in your wallet until it is paid to your bank account.',
    }),
    processing: (amount: string) => ({
      title: `Withdrawal of ${amount} is being paid`,
      body: 'It was approved and sent to your bank; you will be told when the bank confirms it.',
    }),
    paid: (amount: string, utr: string) => ({
      title: `${amount} paid to your bank`,
      body: `Your withdrawal was paid. Bank reference (UTR): ${utr}.`,
    }),
    rejected: (amount: string, reason: string) => ({
      title: `Withdrawal of ${amount} rejected`,
      body: `${reason} The amount is back in your available balance.`,
    }),
    cancelled: (amount: string) => ({
      title: `Withdrawal of ${amount} cancelled`,
      body: 'The amount is back in your available balance.',
    }),
    failed: (amount: string, reason: string) => ({
      title: `Withdrawal of ${amount} failed`,
      body: `The bank could not pay it: ${reason} The amount is back in your available balance.`,
    }),
    reversed: (amount: string) => ({
      title: `${amount} returned by the bank`,
      body: 'A paid withdrawal came back from the bank; the amount is in your wallet again.',
    }),
  },
} as const;

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** PAN: 5 letters, 4 digits, a letter; the 4th letter says who holds it (P: a person). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const ifscSchema = z
  .string({ error: ekycMessages.ifscFormat })
  .trim()
  .toUpperCase()
  .regex(IFSC_PATTERN, ekycMessages.ifscFormat);

/** POST /ekyc: the text fields of the multipart form (the images are files bankProof, panCardfront, panCardback). */
export const ekycFieldsSchema = z
  .object({
    accountHolderName: z
      .string({ error: ekycMessages.holderRequired })
      .trim()
      .min(2, ekycMessages.holderRequired)
      .max(100, ekycMessages.holderTooLong),
    bankAccountNumber: z
      .string({ error: ekycMessages.accountInvalid })
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{9,18}$/, ekycMessages.accountInvalid)),
    confirmBankAccountNumber: z.string({ error: ekycMessages.accountMismatch }).transform(digitsOnly),
    ifscCode: ifscSchema,
    panNumber: z
      .string({ error: ekycMessages.panFormat })
      .trim()
      .toUpperCase()
      .regex(PAN_PATTERN, ekycMessages.panFormat)
      .refine((pan) => pan[3] === 'P', ekycMessages.panNotPerson),
  })
  .refine((v) => v.bankAccountNumber === v.confirmBankAccountNumber, {
    message: ekycMessages.accountMismatch,
    path: ['confirmBankAccountNumber'],
  });
export type EkycFields = z.input<typeof ekycFieldsSchema>;

/** How its multipart fields travel (multipart.ts): text, then the files bankProof, panCardfront, panCardback. */
const ekycFormFields = {
  accountHolderName: 'text',
  bankAccountNumber: 'text',
  confirmBankAccountNumber: 'text',
  ifscCode: 'text',
  panNumber: 'text',
} as const satisfies FormFields;

export const encodeEkycForm = (values: FormValues<typeof ekycFormFields>, files: FormFiles<EkycSlot>) =>
  encodeForm(ekycFormFields, EKYC_SLOTS, values, files);
export const decodeEkycFields = (fields: Readonly<Record<string, string>>) => decodeFields(ekycFormFields, fields);

/** A member's e-KYC as they see it: numbers masked to the last 4; images are authorised URLs. */
export const ekycSchema = z.object({
  _id: z.uuid(),
  accountHolderName: z.string(),
  /** 'XXXXXX1234' (an admin reviewing it sees the full number). */
  bankAccountNumber: z.string(),
  ifscCode: z.string(),
  bankName: z.string(),
  /** 'XXXXXX234F' (an admin reviewing it sees the full number). */
  panNumber: z.string(),
  bankProof: z.string().nullable(),
  panCardfront: z.string().nullable(),
  panCardback: z.string().nullable(),
  status: z.enum(EKYC_STATUSES),
  reason: z.string().nullable(),
  submittedAt: z.string(),
});
export type Ekyc = z.infer<typeof ekycSchema>;

/** The verified bank account withdrawals go to (masked). */
export const payoutAccountSchema = z.object({
  accountHolderName: z.string(),
  bankAccountNumber: z.string(),
  ifscCode: z.string(),
  bankName: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/**
 * GET /ekyc: the latest submission (null: none yet) and the verified account withdrawals go to
 * (null until one is approved; a newer submission replaces it only once approved).
 */
export const ekycAnswerSchema = z.object({
  ekyc: ekycSchema.nullable(),
  payoutAccount: payoutAccountSchema.nullable(),
});
export type EkycAnswer = z.infer<typeof ekycAnswerSchema>;

/** GET /ekyc/ifsc/{code}: the bank of a known IFSC (404 for an unknown one). */
export const ifscAnswerSchema = z.object({ ifscCode: z.string(), bankName: z.string() });
export type IfscAnswer = z.infer<typeof ifscAnswerSchema>;

/** GET /auth/ekyc-pending (admin): docs/product-spec.md §3 'Pending e-KYC user', full numbers (the view is audited). */
export const pendingEkycUserSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  profilePic: z.string().nullable(),
  frontAadhar: z.string().nullable(),
  backAadhar: z.string().nullable(),
  ekyc: ekycSchema.omit({ reason: true }),
});
export type PendingEkycUser = z.infer<typeof pendingEkycUserSchema>;
export const pendingEkycListSchema = z.object({ users: z.array(pendingEkycUserSchema) });
export type PendingEkycList = z.infer<typeof pendingEkycListSchema>;

/** POST /withdrawal/verifyKyc */
export const verifyKycSchema = z.object({ kycId: z.uuid({ error: ekycMessages.notFound }) });
/** POST /withdrawal/rejectKyc */
export const rejectKycSchema = z.object({
  kycId: z.uuid({ error: ekycMessages.notFound }),
  reason: z.string({ error: ekycMessages.reasonRequired }).trim().min(3, ekycMessages.reasonRequired).max(300),
});
export const successAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /withdrawal/request: rupees, at most 2 decimals (the minimum is checked by the server's MIN_WITHDRAWAL_PAISE). */
export const withdrawalRequestSchema = z.object({
  amount: rupeesSchema(withdrawalMessages.amountRequired)
    .min(ONE_PAISA_IN_RUPEES, moneyMessages.positive)
    .max(10_000_000, withdrawalMessages.amountRequired),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  _id: z.uuid(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Why it was rejected or failed. */
  reason: z.string().nullable(),
  /** The bank's reference of the payment, once paid. */
  utr: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalAnswerSchema = z.object({ withdrawal: withdrawalSchema });
/** GET /withdrawal/mine: newest first, with the rule the form shows. */
export const myWithdrawalsSchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  /** MIN_WITHDRAWAL_PAISE in rupees. */
  minimum: z.number(),
  /** WITHDRAWALS_ENABLED */
  enabled: z.boolean(),
});
export type MyWithdrawals = z.infer<typeof myWithdrawalsSchema>;

/** GET /withdrawal/requests (admin) query: one status, 'open' (OPEN_WITHDRAWAL_STATUSES), or none (all). */
export const withdrawalQuerySchema = z.object({
  status: z.enum(['open', ...WITHDRAWAL_STATUSES]).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** A request as the admin's Withdrawal Requests table lists it (docs/product-spec.md §2 columns; full account number). */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: z.object({ _id: z.uuid(), name: z.string(), phone: z.string() }).nullable(),
  kyc: ekycSchema
    .pick({
      accountHolderName: true,
      bankAccountNumber: true,
      ifscCode: true,
      bankName: true,
      bankProof: true,
      panCardfront: true,
      panCardback: true,
      status: true,
    })
    .nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalPageSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
  nextCursor: z.string().nullable(),
  /**
   * The payout provider an approval without a UTR sends through: 'razorpayx' (real money), 'local'
   * (a TEST provider: no money moves; the admin completes its payouts by hand), or null: none, every
   * payout is made by hand and approved with its UTR.
   */
  payoutProvider: z.enum(PAYOUT_PROVIDERS).nullable(),
});
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;

/** POST /withdrawal/{id}/approve: with a UTR the admin paid it by hand; without one it goes through the payout provider. */
export const approveWithdrawalSchema = z.object({
  utr: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,30}$/, withdrawalMessages.utrFormat)
    .optional(),
});
/** POST /withdrawal/{id}/reject */
export const rejectWithdrawalSchema = z.object({
  reason: z
    .string({ error: withdrawalMessages.reasonRequired })
    .trim()
    .min(3, withdrawalMessages.reasonRequired)
    .max(300),
});
export const withdrawalActionAnswerSchema = z.object({ message: z.string(), withdrawal: withdrawalSchema });
export type WithdrawalActionAnswer = z.infer<typeof withdrawalActionAnswerSchema>;

/** 'XXXXXX1234': all but the last 4 characters hidden. */
export function maskLast4(value: string): string {
  return `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** POST /withdrawal/local/complete (admin, local TEST payout provider only): the bank's answer to a payout in processing. */
export const localPayoutCompleteSchema = z.object({
  withdrawalId: z.uuid({ error: withdrawalMessages.notFound }),
  outcome: z.enum(['processed', 'failed']),
});
