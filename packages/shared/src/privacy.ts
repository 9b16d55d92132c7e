/**
 * The privacy notice a member reads and accepts (DPDP Act 2023 §5–6 and the DPDP Rules 2025, issue
 * 21): itemised, in plain words. Its version (privacy-version.ts) is stored with the account on
 * acceptance; changing any of its words means a new version, and signed-in members are asked to
 * accept it again. No zod here (the schemas are consent.ts).
 */
export { PRIVACY_NOTICE_VERSION } from './privacy-version.js';

/** A line of the notice: words, or words with the days identity images are kept. */
export type PrivacyNoticeLine = string | ((documentRetentionDays: number) => string);
export type PrivacyNoticeSection = { heading: string; lines: readonly PrivacyNoticeLine[] };

/** The notice itself: what, why, how long, who sees it, your rights, how to complain. */
export const PRIVACY_NOTICE = {
  title: 'Privacy notice',
  intro:
    'Sevak is a marketplace for services in India. To register you, verify you and pay you, we need some personal data. This notice says, in plain words, what we collect and what we do with it.',
  sections: [
    {
      heading: 'What we collect',
      lines: [
        'Your name, email address, mobile number and password (stored only as a secure hash).',
        'Your address, and your business name, address, details and categories if you offer services.',
        'Your Aadhaar number (kept encrypted and shown masked) and photos of the front and back of your Aadhaar card.',
        'A selfie for your profile photo.',
        'For payouts: your bank account, IFSC and PAN (kept encrypted).',
        'Your payments, wallet, work requests, reviews, support tickets and the notifications we send you.',
      ],
    },
    {
      heading: 'Why we collect it',
      lines: [
        'To create your account and check who you are before an admin approves it.',
        'To take the registration fee and pay your referral rewards and withdrawals to your own bank account.',
        'To show your services to people searching for them, and connect you with their work requests.',
        'To answer your support tickets and send you messages about your account.',
        'To keep the records of money that the law requires, and to prevent fraud.',
        'Marketing messages only if you say yes to them separately; you can stop them at any time.',
      ],
    },
    {
      heading: 'How long we keep it',
      lines: [
        (days: number) =>
          `Aadhaar card photos are deleted ${days} days after an admin has verified them. The masked number stays with your account.`,
        'Your account details are kept while you have an account. When you delete it, we erase your personal data and documents.',
        'Payments, the wallet ledger and tax records are kept for 8 years, as the Companies Act 2013 and tax law require, even after you delete your account. They no longer carry your name.',
      ],
    },
    {
      heading: 'Who sees it',
      lines: [
        'You, and Sevak’s admins who approve members and handle payments and support. Every time an admin opens your Aadhaar number or photos, it is recorded.',
        'People searching for services see only your public profile: name, business, categories, city and reviews.',
        'Razorpay processes payments and payouts. Firebase (Google) delivers app notifications. Our email provider sends emails and sign-in codes. Our storage provider keeps your documents, encrypted.',
        'We do not sell your data. We share it with the authorities only when the law requires.',
      ],
    },
    {
      heading: 'Your rights',
      lines: [
        'See and download your data: “My data” on your profile.',
        'Correct it: edit your profile.',
        'Erase it: “Delete my account” on your profile.',
        'Withdraw a consent: stop marketing messages on your profile at any time; to withdraw consent to everything, delete your account.',
        'Nominate someone to use these rights for you if you die or cannot act: write to the Grievance officer.',
      ],
    },
    {
      heading: 'How to complain',
      lines: [
        'Write to our Grievance officer; their name and contact are on the Support page. We reply within the time shown there.',
        'If you are not satisfied with the answer, you can complain to the Data Protection Board of India.',
      ],
    },
  ] satisfies PrivacyNoticeSection[],
} as const;

/** The notice's words around it (web) and its refusals (API). */
export const privacyMessages = {
  consentLabel: 'I have read the privacy notice and agree to Sevak using my data as it says.',
  consentRequired: 'Please read the privacy notice and tick the box to agree.',
  marketingLabel: 'Send me offers and news from Sevak (optional).',
  noticeChanged: 'The privacy notice has changed. Please read the new notice and agree to it again.',
  noticeVersion: (version: string) => `Version of ${version}`,
  accepted: 'Thank you. You have accepted the privacy notice.',
  marketingOn: 'You will receive offers and news from Sevak.',
  marketingOff: 'You will no longer receive offers and news from Sevak.',
  // The web's words around the notice: the registration step, the accept page, the profile switch.
  readBelow: 'Please read how Sevak uses your data before you upload your documents.',
  acceptTitle: 'Our privacy notice has changed',
  acceptIntro: 'Please read the new notice below. You can go on using Sevak once you accept it.',
  acceptButton: 'I have read and accept',
  acceptedOn: (when: string) => `You accepted this notice on ${when}.`,
  goOn: 'Go on',
  disagree: 'Do not agree? You can still download your data, write to us, or delete your account.',
  myDataLink: 'Download my data',
  supportLink: 'Write to us',
  deleteAccountLink: 'Delete my account',
  acceptFailed: 'Could not save your acceptance. Please try again.',
  marketingSwitch: 'Marketing messages',
  marketingSwitchDescription: 'Offers and news from Sevak. You can turn them off at any time.',
  marketingFailed: 'Could not save your choice. Please try again.',
} as const;
