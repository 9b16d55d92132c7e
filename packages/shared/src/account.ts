import { z } from 'zod';

/** Deleting one's own account (DPDP Act 2023 §12, the right to erasure). */
export const accountDeletionMessages = {
  deleted: 'Your account has been deleted. We are sorry to see you go.',
  passwordRequired: 'Please enter your password.',
  openMoney: 'Settle your open withdrawals and investments before deleting your account.',
  adminRefused: 'An admin account is removed by another admin.',
} as const;

/** POST /auth/delete-account: the member confirms with their password. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, accountDeletionMessages.passwordRequired).max(128),
});

/** GET /auth/delete-account: what stands in the way, and the balance the member would leave behind. */
export const accountDeletionCheckSchema = z.object({
  /** Withdrawals requested or being paid. */
  openWithdrawals: z.number().int(),
  /** Investment plans still running. */
  activeInvestments: z.number().int(),
  /** The wallet's balance in rupees (given up with the account). */
  balance: z.number(),
  /** Nothing stands in the way. */
  canDelete: z.boolean(),
});
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheckSchema>;
