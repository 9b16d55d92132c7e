import { z } from 'zod';

/**
 * The privacy policy (DPDP Act 2023 and the DPDP Rules 2025), as structured text the
 * web page renders: what Sevak really collects and does, checked against the code (processors from
 * the server's configuration). The registration notice (privacy.ts) is its short form; change both
 * together. A change of substance is a new version and a new effective date.
 */
export const PRIVACY_POLICY_VERSION = '2.0';
/** The day this version took effect (yyyy-MM-dd, India's calendar). */
export const PRIVACY_POLICY_EFFECTIVE_DATE = '2026-11-26';

/**
 * GRIEVANCE_RESPONSE_DAYS: the period we promise to answer a grievance in. The DPDP Rules 2025
 * (rule 14) ask for a published period of at most 90 days; we promise 30 by default.
 */
export const DEFAULT_GRIEVANCE_RESPONSE_DAYS = 30;
export const MAX_GRIEVANCE_RESPONSE_DAYS = 90;

/** The Grievance officer (GRIEVANCE_OFFICER_*) and the response period, from the server's configuration. */
export const grievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  responseDays: z.number().int().positive(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** GET /api/config/public `privacy`: what the policy page needs from the server's configuration. */
export const privacyConfigSchema = z.object({
  grievanceOfficer: grievanceOfficerSchema,
  /** DOCUMENT_RETENTION_DAYS: Aadhaar images are deleted this many days after verification. */
  documentRetentionDays: z.number().int().positive(),
});
export type PrivacyConfig = z.infer<typeof privacyConfigSchema>;

/** A line of the policy: words, or words with the days Aadhaar images are kept. */
export type PolicyLine = string | ((documentRetentionDays: number) => string);
export type PolicySection = { title: string; lines: readonly PolicyLine[] };

/** The policy's words (the page's Terms sections are the web's own: info.json). */
export const privacyPolicyMessages = {
  versionLine: (version: string, date: string) => `Version ${version}, in effect from ${date}.`,
  intro:
    'This policy says what personal data Sevak collects, why, how long we keep it, who processes it for us, how we protect it and what your rights are under India’s Digital Personal Data Protection Act, 2023 and its Rules.',
  /** By the id of each section's heading (the keys are not words: not translated). */
  sections: {
    'what-we-collect': {
      title: 'What we collect',
      lines: [
        'Account details: your name, mobile number, email address, address and password (we keep only a one-way hash of it).',
        'If you offer services: your business name, business address, description and service categories.',
        'For the identity check: photos of the front and back of your Aadhaar card, a selfie, and your Aadhaar number as our admin reads it from the card.',
        'For withdrawals (e-KYC): the account holder’s name, bank account number, IFSC, PAN, and photos of a bank proof and of your PAN card.',
        'Money: the registration fee’s payment record, referral rewards, withdrawals and every entry of your wallet.',
        'What you do on Sevak: work requests, ratings and reviews, support tickets and data requests, notifications, and the device and network address of each signed-in session.',
      ],
    },
    purposes: {
      title: 'Why we use it',
      lines: [
        'To check that every member is a real person before an admin approves the account.',
        'To run the marketplace: to show providers to people looking for a service, and to pass work requests and reviews between members.',
        'To take the registration fee, and to pay referral rewards and withdrawals into your own bank account.',
        'To keep accounts safe: to sign you in, to stop abuse and fraud, and to record what our admins do.',
        'To answer your support tickets and data requests, and to tell you about your account.',
        'We do not sell your data and do not use it for advertising. Offers and news are sent only if you agreed to them separately.',
      ],
    },
    retention: {
      title: 'How long we keep it',
      lines: [
        (days: number) =>
          `Aadhaar card photos are deleted ${days} days after your identity is verified; your record keeps only the dates and the masked number.`,
        'Everything else about you is kept while your account is open. When your account is deleted, your personal data and documents are erased.',
        'Payment, wallet ledger and tax records are kept for the period Indian law requires, even after your account is deleted, without your name or contact details.',
      ],
    },
    processors: {
      title: 'Who processes it for us',
      lines: [
        'Razorpay takes the registration fee and, where this service uses RazorpayX, pays withdrawals into your bank account. You enter card or UPI details on Razorpay’s page; we never see them.',
        'Firebase Cloud Messaging (Google) delivers push notifications to your device, if you allow them. It receives your device’s token and the notification’s text.',
        'Our mail provider delivers our emails, such as password reset codes.',
        'Your documents are stored encrypted, either on our server’s disk or in S3-compatible object storage, depending on how this service is deployed.',
        'Sevak’s admins see your details and documents to verify you and to help you. Each time an admin opens your identity documents or your full Aadhaar number, it is recorded.',
      ],
    },
    security: {
      title: 'How we protect it',
      lines: [
        'Aadhaar, PAN and bank account numbers are stored encrypted and shown masked, except to an admin who needs them.',
        'Identity images (Aadhaar card, selfie, PAN card, bank proof) are stored encrypted and are never public: only you and our admins can open them.',
        'Our logs never contain passwords, codes, Aadhaar, PAN or bank account numbers.',
        'If your personal data is ever breached, we will tell you and the Data Protection Board of India, as the law requires.',
      ],
    },
    'your-rights': {
      title: 'Your rights',
      lines: [
        'Access: download everything we hold about you with “My data” on your profile.',
        'Correction: correct your details on your profile, or ask us in a data request.',
        'Erasure: delete your account yourself with “Delete my account” on your profile. Records the law makes us keep stay, without your name.',
        'Grievance: complain to our Grievance officer (below) or raise a data request on the Customer Care page.',
        'Nomination: name a person who may use these rights for you if you die or cannot act, in a data request.',
        'Consent: you agreed to this use of your data when you registered; you may withdraw it by deleting your account.',
      ],
    },
  } satisfies Record<string, PolicySection>,
} as const;

/** The Grievance officer's card (on /privacyPolicy, /aboutus and /support). */
export const grievanceMessages = {
  title: 'Grievance officer',
  intro:
    'For a complaint about how we handle your personal data, or to use your rights, write to our Grievance officer or raise a data request.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  replyWithin: (days: number) => `We reply within ${days} days.`,
  board: 'If our answer does not satisfy you, you may complain to the Data Protection Board of India.',
  /** GRIEVANCE_OFFICER_NAME when the deployment names nobody: a title, not a name. */
  defaultOfficer: 'Grievance Officer, Sevak',
} as const;
