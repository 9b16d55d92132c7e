import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION, privacyMessages } from './privacy.js';

/** The member's consents (DPDP Act 2023 §6): the privacy notice and marketing messages. */

/** The version a member accepts: only the current one (a tab opened before a change is refused). */
const currentNoticeVersion = z
  .string({ error: privacyMessages.noticeChanged })
  .refine((version) => version === PRIVACY_NOTICE_VERSION, privacyMessages.noticeChanged);

/** PUT /auth/privacy-notice: the signed-in member accepts the notice of this version. */
export const acceptNoticeSchema = z.object({ version: currentNoticeVersion });
export type AcceptNoticeInput = z.infer<typeof acceptNoticeSchema>;

/** PUT /auth/marketing-consent: give or withdraw consent to marketing messages. */
export const marketingConsentSchema = z.object({ consent: z.boolean() });
export type MarketingConsentInput = z.infer<typeof marketingConsentSchema>;

/** The consents as stored with the account (the member's record carries them too). */
export const storedConsentsShape = {
  /** The privacy notice the member last accepted (PRIVACY_NOTICE_VERSION) and when; null before any. */
  noticeVersion: z.string().nullable(),
  noticeAcceptedAt: z.string().nullable(),
  /** Separate, optional consent to marketing messages, and when it was last given or withdrawn. */
  marketingConsent: z.boolean(),
  marketingConsentAt: z.string().nullable(),
};

/** The answer of both: the member's consents as now stored. */
export const consentAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...storedConsentsShape,
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

/** The consent fields of the member's own registration (an admin's Create User has none). */
export const registrationConsentShape = {
  privacyConsent: z.literal(true, { error: privacyMessages.consentRequired }),
  noticeVersion: currentNoticeVersion,
  marketingConsent: z.boolean().optional(),
};
