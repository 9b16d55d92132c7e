import { z } from 'zod';
import { categorySchema } from './categories.js';
import { messages } from './messages.js';
import { normaliseEmailOrPhone } from './registration.js';

/**
 * Admin back office contracts that are ours to design (docs/contract.md §5: admin stats, audit log, manage
 * admins, manage categories). The spec-named calls keep their shapes in auth.ts / categories.ts.
 */

export const adminMessages = {
  /** Create User's success (the spec's 'Your account is awaiting…' is the member's own words, not the admin's). */
  memberCreated: (name: string) => `Member ${name} created. Their account is awaiting admin approval.`,
  promoted: (name: string) => `${name} is now an admin.`,
  demoted: (name: string) => `${name} is no longer an admin.`,
  alreadyAdmin: 'This member is already an admin.',
  notAnAdmin: 'This account is not an admin.',
  cannotDemoteSelf: 'You cannot remove your own admin rights.',
  lastAdmin: 'Sevak needs at least one admin: make someone else an admin first.',
  noMemberFound: 'No member has this email or phone number.',
  emailOrPhoneRequired: 'Enter the member’s email or phone number.',
  categoryCreated: 'Category created successfully',
  categoryRenamed: 'Category renamed successfully',
  categoryDeleted: 'Category deleted successfully',
  categoryNameRequired: 'Please enter a category name.',
  categoryNameTooLong: 'A category name has at most 60 characters.',
  categoryExists: 'A category with this name already exists.',
  categoryNotFound: 'Category not found',
  categoryTaxSaved: 'Tax settings saved',
  sacInvalid: 'Enter a SAC code of services: 4 or 6 digits starting with 99, such as 9987.',
  gstRateInvalid: 'Enter the GST rate as a whole percent from 0 to 40.',
  categoryInUse: (providers: number) =>
    `${providers} provider${providers === 1 ? ' uses' : 's use'} this category. Choose a replacement category for them first.`,
  replacementSame: 'Choose a different category as the replacement.',
  /** A day filter (yyyy-MM-dd) that is not a real date (admin filters, the wallet's dates). */
  dayInvalid: 'Use a real date in the format yyyy-MM-dd',
  /** The access log of identity documents: a range of days is required. */
  accessLogRangeRequired: "Choose 'From' and 'To' to download the access log.",
  accessLogRangeInverted: "'To' must be on or after 'From'",
  accessLogRangeTooLong: 'Choose at most 366 days at a time.',
} as const;

/**
 * PUT /auth/approveUser (docs/contract.md §5): a member whose fee is unpaid is approved only with
 * `allowUnpaid: true` (the screen asks the admin first); otherwise 409.
 */
export const approveUserSchema = z.object({
  userId: z.uuid({ error: messages.admin.userNotFound }),
  allowUnpaid: z.boolean().optional(),
});
export type ApproveUserInput = z.infer<typeof approveUserSchema>;

/** GET /admin/admins */
export const adminAccountSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminListSchema = z.object({ admins: z.array(adminAccountSchema) });
export type AdminList = z.infer<typeof adminListSchema>;

/** POST /admin/admins */
export const promoteAdminSchema = z.object({
  emailOrPhone: z
    .string({ error: adminMessages.emailOrPhoneRequired })
    .trim()
    .min(1, adminMessages.emailOrPhoneRequired)
    .max(254)
    .transform(normaliseEmailOrPhone),
});

/** POST /category/create, PUT /category/update/{id} */
export const categoryNameSchema = z.object({
  categoryName: z
    .string({ error: adminMessages.categoryNameRequired })
    .trim()
    .min(1, adminMessages.categoryNameRequired)
    .max(60, adminMessages.categoryNameTooLong),
});
export const categoryAnswerSchema = z.object({ message: z.string(), category: categorySchema });
export type CategoryAnswer = z.infer<typeof categoryAnswerSchema>;

/** GET /admin/categories: every category with how many (undeleted) members offer it. */
/**
 * A category's tax settings (docs/decisions/041): the SAC code its services' invoices carry, their
 * GST rate, and whether Sevak pays the GST itself for unregistered providers (CGST Act s.9(5)).
 */
export const categoryTaxSchema = z.object({
  sacCode: z
    .string({ error: adminMessages.sacInvalid })
    .trim()
    .regex(/^99\d{2}(\d{2})?$/, adminMessages.sacInvalid),
  gstRatePercent: z
    .number({ error: adminMessages.gstRateInvalid })
    .int(adminMessages.gstRateInvalid)
    .min(0, adminMessages.gstRateInvalid)
    .max(40, adminMessages.gstRateInvalid),
  operatorPaysTax: z.boolean(),
});
export type CategoryTax = z.infer<typeof categoryTaxSchema>;

export const adminCategoryListSchema = z.object({
  categories: z.array(categorySchema.extend({ providers: z.number().int(), tax: categoryTaxSchema })),
});
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;
export type AdminCategory = AdminCategoryList['categories'][number];

/** DELETE /category/delete/{id}: a category in use needs a replacement (409 otherwise). */
export const deleteCategorySchema = z.object({ replacementId: z.uuid().optional() });

/** GET /admin/stats */
export const adminStatsSchema = z.object({
  /** Undeleted accounts that are not admins. */
  members: z.number().int(),
  awaitingApproval: z.number().int(),
  feePaid: z.number().int(),
  /** Support tickets still Pending. */
  openTickets: z.number().int(),
  /** Captured payments in the current calendar month in India, in rupees. */
  revenueThisMonth: z.number(),
  /** What the platform owes its members: the sum of every wallet's balance, in rupees. */
  owedToMembers: z.number(),
  /** Referral rewards credited in the current calendar month in India, in rupees. */
  referralRewardsThisMonth: z.number(),
  /** Withdrawals waiting for an admin or the payout provider (requested or processing). */
  withdrawalsWaiting: z.number().int(),
  /** Withdrawals paid in the current calendar month in India, in rupees. */
  withdrawalsPaidThisMonth: z.number(),
  /** Bookings paid for a time today (India), whatever became of them since. */
  bookingsToday: z.number().int(),
  /** Bookings' payments captured this month in India (GMV), in rupees. */
  bookingValueThisMonth: z.number(),
  /** Sevak's commission on earnings released this month in India, in rupees. */
  commissionThisMonth: z.number(),
  /** Paid for jobs not yet released or refunded, in rupees. */
  inEscrow: z.number(),
  /** Bookings in dispute, waiting for an admin. */
  disputesOpen: z.number().int(),
  /** The last 30 days in India, oldest first, today last; every day present (revenue in rupees). */
  daily: z.array(z.object({ date: z.string(), registrations: z.number().int(), revenue: z.number() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** What the audit log records; the labels are what the admin screen shows. */
export const AUDIT_ACTIONS = {
  approve_user: 'Approved a member',
  update_user: 'Edited a member',
  update_address_aadhaar: 'Changed Aadhaar number / permanent address',
  view_aadhaar: 'Viewed a full Aadhaar number',
  view_document: 'Opened a member’s identity image',
  export_document_access: 'Downloaded the access log of identity documents',
  delete_user: 'Deleted a member',
  set_referral: 'Assigned a referral',
  create_user: 'Created a member',
  create_remark: 'Added a remark',
  update_remark_status: 'Ticked or unticked a remark',
  delete_remark: 'Deleted a remark',
  promote_admin: 'Made a member an admin',
  demote_admin: 'Removed admin rights',
  create_category: 'Created a category',
  rename_category: 'Renamed a category',
  delete_category: 'Deleted a category',
  resolve_ticket: 'Resolved a support ticket',
  acknowledge_ticket: 'Acknowledged a support ticket',
  delete_ticket: 'Deleted a support ticket',
  read_outbox: 'Read the development mailbox',
  accept_documents: 'Accepted new Aadhaar images',
  reject_documents: 'Rejected new Aadhaar images',
  purge_aadhaar: 'Deleted verified Aadhaar images (retention period over)',
  adjust_wallet: 'Adjusted a member’s wallet',
  view_ekyc: 'Viewed a member’s bank account and PAN (e-KYC)',
  verify_ekyc: 'Verified an e-KYC',
  reject_ekyc: 'Rejected an e-KYC',
  pay_withdrawal: 'Approved a withdrawal payout',
  reject_withdrawal: 'Rejected a withdrawal',
  complete_test_payout: 'Completed a test payout (local provider)',
  create_plan: 'Created an investment plan',
  update_plan: 'Changed an investment plan',
  delete_plan: 'Deleted an investment plan',
  assign_plan: 'Assigned an investment plan',
  close_investment: 'Closed an investment',
  export_my_data: 'Asked for a copy of their own data (My data)',
  accept_privacy_notice: 'Accepted the privacy notice',
  set_marketing_consent: 'Gave or withdrew consent to marketing messages',
  read_conversation: 'Read the conversation of a disputed booking',
  read_message_reports: 'Read reported messages',
  set_category_tax: 'Changed a category’s tax settings',
  set_tds_exemption: 'Granted or withdrew a provider’s TDS exemption',
  export_tax_return: 'Downloaded a month’s TCS or TDS export',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * A calendar day as the admin filters send it (yyyy-MM-dd) that exists, in years 1900–2999:
 * 2026-02-30 or 2026-13-01 would become an invalid instant on the server, and PostgreSQL has no
 * year 0 (0000-02-29 is a valid date to JavaScript). Kept out of time.ts, which the first page
 * loads without zod.
 */
export const daySchema = z.iso
  .date({ error: adminMessages.dayInvalid })
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', adminMessages.dayInvalid);

/** GET /admin/audit query: all optional; from/to are days in India (yyyy-MM-dd, inclusive). */
export const auditQuerySchema = z.object({
  action: z.string().max(60).optional(),
  /** Name, email or phone of the admin who acted. */
  actor: z.string().trim().max(100).optional(),
  /** A record id (member, remark, category...). */
  targetId: z.string().trim().max(100).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * GET /admin/audit/document-access.csv (breach readiness): who opened which member's
 * identity images and full Aadhaar number, for days in India from–to (inclusive, at most 366).
 */
export const documentAccessQuerySchema = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) {
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: adminMessages.accessLogRangeRequired });
      return;
    }
    if (q.to < q.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: adminMessages.accessLogRangeInverted });
    } else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= 366) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: adminMessages.accessLogRangeTooLong });
    }
  });

export const auditEntrySchema = z.object({
  _id: z.uuid(),
  at: z.string(),
  actor: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** Display name of the target when it is a member (null once erased). */
  targetName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The members the entry names by id — its target, and a value of before/after such as
   * `referredBy` or `userId` — by that id: their name, and whether the account is deleted (then it
   * has no record to open).
   */
  members: z.record(z.string(), z.object({ name: z.string(), deleted: z.boolean() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
