import { z } from 'zod';
import { decodeFields, encodeForm, type FormFields, type FormFiles, type FormValues } from './multipart.js';
import { formatDay } from './time.js';

/**
 * The life of identity documents after registration (docs/decisions/007): an approved member's
 * new Aadhaar images wait for an admin's review; verified Aadhaar images are deleted a set number
 * of days after verification (docs/contract.md §9, UIDAI's advice not to keep copies).
 */

/** `current`: the images on record; `pending`: an approved member's new ones awaiting review. */
export const DOCUMENT_STATES = ['current', 'pending'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The Aadhaar slots: the ones reviewed again after approval and purged after retention. */
export const AADHAAR_SLOTS = ['frontAadhar', 'backAadhar'] as const;

/** Default of DOCUMENT_RETENTION_DAYS. */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 90;

export const documentReviewMessages = {
  awaitingReview:
    'Your new Aadhaar images are awaiting review by our team. Until then your approved images stay on record.',
  submittedForReview: 'Aadhaar photos received. They will replace your current ones once our team has checked them.',
  accepted: 'The new Aadhaar images are now on record.',
  rejected: 'The new Aadhaar images were rejected.',
  nothingPending: 'This member has no new Aadhaar images awaiting review.',
  reasonRequired: 'Please write why the images are rejected.',
  reasonTooLong: 'A reason has at most 500 characters.',
  acceptedNotice: {
    title: 'Your new Aadhaar images are accepted',
    body: 'Our team checked your new Aadhaar images; they are now on record.',
  },
  rejectedNotice: (reason: string) => ({
    title: 'Your new Aadhaar images were not accepted',
    body: `Our team could not accept your new Aadhaar images: ${reason} Your earlier images stay on record; you can upload new ones again.`,
  }),
  /** What the admin sees instead of the images once the retention purge has deleted them. */
  purged: (verifiedAt: string | null, purgedAt: string) =>
    `Aadhaar verified${verifiedAt ? ` on ${formatDay(verifiedAt)}` : ''}; the images were deleted on ${formatDay(purgedAt)}, as UIDAI advises, once the retention period had passed.`,
} as const;

/** New Aadhaar images of an approved member, awaiting an admin's review (URLs of /api/files). */
export const pendingAadhaarSchema = z.object({
  frontAadhar: z.string().nullable(),
  backAadhar: z.string().nullable(),
  uploadedAt: z.string(),
});
export type PendingAadhaar = z.infer<typeof pendingAadhaarSchema>;

/**
 * PUT /auth/updateUserProfile: the URLs of the two new Aadhaar images; with `pendingReview` they
 * await an admin's review (an approved member's), otherwise they are the ones on record.
 */
export const aadhaarUploadAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  frontAadharUrl: z.string(),
  backAadharUrl: z.string(),
  pendingReview: z.boolean(),
});
export type AadhaarUploadAnswer = z.infer<typeof aadhaarUploadAnswerSchema>;

/**
 * Its multipart body (multipart.ts): `userId` (whose images: a member's own, or the member an admin
 * names; left out, the sender's), then the files frontAadhar and backAadhar. The server checks the
 * id itself: one that names no member is a 404.
 */
const aadhaarUploadFormFields = { userId: 'text?' } as const satisfies FormFields;

export const encodeAadhaarUploadForm = (
  values: FormValues<typeof aadhaarUploadFormFields>,
  files: FormFiles<(typeof AADHAAR_SLOTS)[number]>,
) => encodeForm(aadhaarUploadFormFields, AADHAAR_SLOTS, values, files);
export const decodeAadhaarUploadFields = (fields: Readonly<Record<string, string>>) =>
  decodeFields(aadhaarUploadFormFields, fields);

/** POST /admin/documents/{userId}/reject */
export const rejectDocumentsSchema = z.object({
  reason: z
    .string({ error: documentReviewMessages.reasonRequired })
    .trim()
    .min(1, documentReviewMessages.reasonRequired)
    .max(500, documentReviewMessages.reasonTooLong),
});
