import { z } from 'zod';
import { messages } from './messages.js';
import { LANGUAGES, languageMessages } from './language.js';
import { ROLES } from './roles.js';
import { pendingAadhaarSchema } from './documents.js';
import { normaliseEmailOrPhone } from './registration.js';
import { storedConsentsShape } from './consent.js';

/**
 * Email or 10-digit phone, and a password. Trimmed; emails are compared case-insensitively; a
 * pasted phone ('+91 98765 43210') is cleaned to its 10 digits.
 */
export const loginSchema = z.object({
  emailOrPhone: z
    .string({ error: messages.auth.emailOrPhoneRequired })
    .trim()
    .min(1, messages.auth.emailOrPhoneRequired)
    .max(254)
    .transform(normaliseEmailOrPhone),
  password: z.string({ error: messages.auth.passwordRequired }).min(1, messages.auth.passwordRequired).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const addressSchema = z.object({
  area: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** A member as the API shows it (docs/product-spec.md §3 User; docs/contract.md §5 field names). Never holds secrets. */
export const userSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  address: addressSchema.nullable(),
  permanentAddress: z.string().nullable(),
  /** Masked as 'XXXX XXXX 1234' (docs/contract.md §9); null when not on file. */
  aadharNumber: z.string().nullable(),
  frontAadhar: z.string().nullable(),
  backAadhar: z.string().nullable(),
  profilePic: z.string().nullable(),
  businessCategory: z.array(z.string()),
  businessName: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessDetaile: z.string().nullable(),
  referralCode: z.string(),
  referredBy: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  isAdminApproved: z.boolean(),
  paymentVerified: z.boolean(),
  /** The account's password is one others know (the built-in first admin): nothing works until it is changed. */
  mustChangePassword: z.boolean(),
  /** The language of the member's emails and push: their last choice in the app. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  /** A provider's GSTIN (docs/decisions/041): their job invoices are then tax invoices. */
  gstin: z.string().nullable(),
  /** The Income-tax s.194-O(4) exemption an admin granted: no TDS on their jobs; null: TDS is deducted. */
  tdsExemption: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** When an admin approved the member; null before. */
  approvedAt: z.string().nullable(),
  /** When the member proved the phone is theirs with a code sent to it; null until then (and after a change). */
  phoneVerifiedAt: z.string().nullable(),
  /** When the Aadhaar images on record were verified (approval, or accepting new ones). */
  aadhaarVerifiedAt: z.string().nullable(),
  /** When those images were deleted after the retention period (then frontAadhar/backAadhar are null). */
  aadhaarPurgedAt: z.string().nullable(),
  /** New Aadhaar images awaiting an admin's review (approved members only); null when none. */
  pendingAadhaar: pendingAadhaarSchema.nullable(),
  ...storedConsentsShape,
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /auth/getuser, GET /auth/getUserById/{id} */
export const getUserResponseSchema = z.object({ user: userSchema });
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;
/** GET /auth/getAllUser (admin): a keyset page of members (the spec's field name `user` for the list). */
export const memberPageSchema = z.object({
  /** Each with the balance of the member's wallet in rupees (docs/contract.md §5b). */
  user: z.array(userSchema.extend({ walletBalance: z.number() })),
  nextCursor: z.string().nullable(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;
/** The answer of every call that only says what it did (logout, recovery, approve, delete...). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /auth/registerUserweb (201) and PUT /auth/updateUser/{id}: the member as saved. */
export const userAnswerSchema = z.object({ success: z.literal(true), message: z.string(), user: userSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/**
 * POST /auth/registerUserweb (201): the member as saved; a member's own registration is signed in
 * (the session cookie, and its token for other clients), an admin's is not.
 */
export const registrationAnswerSchema = userAnswerSchema.extend({ token: z.string().optional() });
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The session cookie's name; the web app never reads it (httpOnly). */
export const SESSION_COOKIE = 'sevak_session';

/** GET /auth/approval-time: how long approval usually takes (the account status page says so). */
export const approvalTimeSchema = z.object({
  /** The median hours from registration to approval over the last 90 days; null without approvals. */
  medianHours: z.number().nullable(),
  /** How many approvals that is computed from. */
  approvals: z.number().int(),
});
export type ApprovalTime = z.infer<typeof approvalTimeSchema>;

/** PUT /auth/language: the signed-in member's language, for their emails and push. */
export const setLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: languageMessages.unknown }) });
export type SetLanguageInput = z.infer<typeof setLanguageSchema>;
export const setLanguageResponseSchema = z.object({ success: z.literal(true), language: z.enum(LANGUAGES) });
export type SetLanguageResponse = z.infer<typeof setLanguageResponseSchema>;
