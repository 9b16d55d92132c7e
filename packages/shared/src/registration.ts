import { z } from 'zod';
import { marketplaceConfigSchema } from './bookings.js';
import { operatorSchema } from './taxes.js';
import { pushConfigSchema } from './notifications.js';
import { supportContactSchema } from './support.js';
import { privacyConfigSchema } from './policy.js';
import { registrationConsentShape } from './consent.js';
import { decodeFields, encodeForm, type FormFields, type FormValues, type JsonCheck } from './multipart.js';

/**
 * Registration rules and words (docs/product-spec.md §5, §8; docs/contract.md §8). One source for the web form and the API.
 * The rules that depend on configuration (email domains, password length) are built by
 * `registrationRules(...)`; GET /api/config/public tells the web app the server's values.
 */
export const registrationMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailDomain: (domains: readonly string[]) => `Please use your ${domains.map((d) => `@${d}`).join(' or ')} email.`,
  phoneDigits: 'Phone number must be exactly 10 digits.',
  phoneStart: 'Phone number must start with 6, 7, 8 or 9.',
  passwordShort: (min: number) => `Password must be at least ${min} characters long.`,
  passwordLong: 'Password must be at most 128 characters long.',
  passwordCommon: 'This password is too common. Please choose another one.',
  passwordsDiffer: 'Passwords do not match.',
  areaRequired: 'Area is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  countryRequired: 'Country is required.',
  pincodeRequired: 'Pincode is required.',
  pincodeInvalid: 'Invalid Pincode! Please enter a valid one.',
  pincodeLookupFailed: 'Failed to fetch location details. Try again later.',
  categoryUnknown: 'Please choose business categories from the list.',
  referralInvalid: 'Invalid referral code',
  // The spec's exact words (docs/product-spec.md §8), 'Aadhar' included.
  filesRequired: 'Please upload all required files: Front Aadhar, Back Aadhar, and Profile Picture.',
  selfieRequired: 'Please upload your profile selfie',
  documentsRequired: 'Please upload all required documents',
  captureTooLarge: 'Captured image is too large. Please try again.',
  emailExists: 'Email already exists',
  phoneExists: 'Phone number already exists',
  invalidFileType: 'Invalid file type',
  /** Over MAX_IMAGE_PIXELS: more than any phone camera makes (decoding it would take gigabytes). */
  imageTooManyPixels:
    'This photo is too large (over 50 megapixels). Please upload a photo taken with a phone camera, or a smaller copy.',
  fileTooLarge: 'File too large',
  // What the form shows for the server's words (docs/product-spec.md §8).
  emailExistsShown: 'This email is already registered. Please use a different email.',
  phoneExistsShown: 'This phone number is already registered. Please use a different number.',
  invalidFileTypeShown: 'Please upload valid image files only (JPG, PNG or WebP)',
  fileTooLargeShown: 'File size too large. Please upload smaller images',
  networkError: 'Network error. Please check your connection and try again',
  registrationFailed: 'Registration failed. Please try again later',
  /** docs/product-spec.md §5's words: the API's answer when an admin registers a member (Create User). */
  registered: 'Registration successful! Your account is awaiting admin approval.',
  /** A member's own registration: signed in, the fee still to pay, then approval. */
  registeredPayFee: (fee: string) =>
    `Registration successful! Next, pay the ${fee} registration fee; then an admin approves your account.`,
  /** POST /auth/check-registration found nothing wrong with the first step. */
  detailsChecked: 'Your details can be registered. Next: your Aadhaar photos and a selfie.',
  aadhaarBothRequired: 'Please upload both Aadhaar images!',
  aadhaarUpdated: 'Aadhaar photos updated successfully!',
  notYours: 'You can only change your own account.',
} as const;

/** Images of identity documents (docs/contract.md §8): at most 5 MB each (docs/product-spec.md §9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * At most 50 megapixels per image: a phone camera's photo (a 200 MP sensor saves 50 MP by
 * default). A 16000×16000 PNG fits in 5 MB but decodes to ~1 GB of pixels (docs/decisions/007).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const DOCUMENT_SLOTS = ['frontAadhar', 'backAadhar', 'profilePic'] as const;
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[number];

export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * A phone number as people paste it, as its 10 digits: spaces, dashes, dots and
 * brackets go, and a leading +91, 91 (with 12 digits), 0091 or 0 (with 11 digits) is dropped:
 * '+91 98765 43210', '+91-98765-43210' and '098765 43210' all become '9876543210'. Text with
 * anything else in it (letters, an email) comes back trimmed, for the checks to refuse or read.
 */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  if (!/^[+\d\s().-]*$/.test(trimmed) || !/\d/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** What a login or lookup field holds: an email stays as typed (trimmed), a phone is normalised. */
export const normaliseEmailOrPhone = (value: string): string =>
  value.includes('@') ? value.trim() : normalisePhone(value);

export const phoneSchema = z
  .string({ error: registrationMessages.phoneDigits })
  .transform(normalisePhone)
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, registrationMessages.phoneDigits)
      .regex(PHONE_PATTERN, registrationMessages.phoneStart),
  );

export const registrationAddressSchema = z.object({
  area: required(registrationMessages.areaRequired).max(200),
  city: required(registrationMessages.cityRequired).max(100),
  state: required(registrationMessages.stateRequired).max(100),
  country: required(registrationMessages.countryRequired).max(100),
  pincode: required(registrationMessages.pincodeRequired).regex(PINCODE_PATTERN, registrationMessages.pincodeInvalid),
});

export type RegistrationRules = { allowedEmailDomains: readonly string[]; passwordMinLength: number };
export const DEFAULT_REGISTRATION_RULES: RegistrationRules = {
  allowedEmailDomains: ['gmail.com'],
  passwordMinLength: 8,
};

export function emailSchema(rules: RegistrationRules) {
  return z
    .string({ error: registrationMessages.emailRequired })
    .trim()
    .min(1, registrationMessages.emailRequired)
    .max(254, registrationMessages.emailInvalid)
    .pipe(z.email(registrationMessages.emailInvalid))
    .refine(
      (email) =>
        rules.allowedEmailDomains.length === 0 ||
        rules.allowedEmailDomains.includes((email.split('@')[1] ?? '').toLowerCase()),
      registrationMessages.emailDomain(rules.allowedEmailDomains),
    );
}

export function passwordSchema(rules: RegistrationRules) {
  return z
    .string({ error: registrationMessages.passwordShort(rules.passwordMinLength) })
    .min(rules.passwordMinLength, registrationMessages.passwordShort(rules.passwordMinLength))
    .max(128, registrationMessages.passwordLong);
}

/** The text fields every new account has, whoever creates it. */
function accountFields(rules: RegistrationRules) {
  return {
    name: required(registrationMessages.nameRequired).max(100),
    email: emailSchema(rules),
    phone: phoneSchema,
    password: passwordSchema(rules),
    confirmpassword: z.string({ error: registrationMessages.passwordsDiffer }),
    address: registrationAddressSchema,
    businessCategory: z.array(z.string().trim().min(1)).max(20).default([]),
    businessName: z.string().trim().max(120).optional(),
    businessAddress: z.string().trim().max(300).optional(),
    businessDetaile: z.string().trim().max(2000).optional(),
    referralCode: z.string().trim().toUpperCase().max(20).optional(),
    fcmToken: z.string().trim().max(4096).optional(),
  };
}

/**
 * The passwords match. Checked whenever both are text, even when other fields fail (zod skips an
 * object's refinement after a type error, e.g. an unticked consent box, unless told `when`).
 */
const passwordsMatch: [(v: { password: string; confirmpassword: string }) => boolean, z.core.$ZodCustomParams] = [
  (v) => v.password === v.confirmpassword,
  {
    path: ['confirmpassword'],
    message: registrationMessages.passwordsDiffer,
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmpassword?: unknown } | null;
      return typeof v?.password === 'string' && typeof v.confirmpassword === 'string';
    },
  },
];

/**
 * The text fields of the registration form (files travel separately, as multipart), with the
 * member's consent to the current privacy notice: `privacyConsent` true and the
 * `noticeVersion` they read, which must be the current one; marketing consent is optional.
 */
export function registrationSchema(rules: RegistrationRules = DEFAULT_REGISTRATION_RULES) {
  return z.object({ ...accountFields(rules), ...registrationConsentShape }).refine(...passwordsMatch);
}
/**
 * An admin's Create User: the same fields without consent. The admin cannot consent for the
 * member; the member reads and accepts the notice at their first sign-in (docs/decisions/024).
 */
export function adminRegistrationSchema(rules: RegistrationRules = DEFAULT_REGISTRATION_RULES) {
  return z.object(accountFields(rules)).refine(...passwordsMatch);
}
export type AdminRegistrationInput = z.infer<ReturnType<typeof adminRegistrationSchema>>;
export type RegistrationInput = z.infer<ReturnType<typeof registrationSchema>>;

/** The three images of a new member (multipart files, sent after the text fields). */
export type RegistrationFiles = Readonly<Record<DocumentSlot, Blob>>;

/**
 * How the text fields of POST /auth/registerUserweb travel (multipart.ts): address and
 * businessCategory as JSON text, the consents as 'true' or 'false', an empty referral code left out.
 */
const accountFormFields = {
  name: 'text',
  email: 'text',
  phone: 'text',
  password: 'verbatim',
  confirmpassword: 'verbatim',
  address: 'json',
  businessCategory: 'json',
  businessName: 'text',
  businessAddress: 'text',
  businessDetaile: 'text',
  referralCode: 'code?',
  fcmToken: 'text?',
} as const satisfies FormFields;
const registrationFormFields = {
  ...accountFormFields,
  privacyConsent: 'boolean',
  noticeVersion: 'verbatim',
  marketingConsent: 'boolean?',
} as const satisfies FormFields;
const adminRegistrationFormFields = { ...accountFormFields, referrerPhone: 'text?' } as const satisfies FormFields;

/** A member's own registration, for `registrationSchema`. */
export const encodeRegistrationForm = (values: FormValues<typeof registrationFormFields>, files: RegistrationFiles) =>
  encodeForm(registrationFormFields, DOCUMENT_SLOTS, values, files);
export const decodeRegistrationFields = (fields: Readonly<Record<string, string>>, check?: JsonCheck) =>
  decodeFields(registrationFormFields, fields, check);

/**
 * An admin's Create User, for `adminRegistrationSchema`: no consents, and `referrerPhone` (the
 * referring member's phone, docs/product-spec.md 'Admin Create User form'), which the server looks up.
 */
export const encodeAdminRegistrationForm = (
  values: FormValues<typeof adminRegistrationFormFields>,
  files: RegistrationFiles,
) => encodeForm(adminRegistrationFormFields, DOCUMENT_SLOTS, values, files);
export const decodeAdminRegistrationFields = (fields: Readonly<Record<string, string>>, check?: JsonCheck) =>
  decodeFields(adminRegistrationFormFields, fields, check);

/**
 * POST /auth/check-registration: the first step's fields are the registration form's
 * text fields, so the check takes `registrationSchema` itself as JSON (address an object,
 * businessCategory an array). Nothing wrong: this answer; else the error body listing every problem.
 */
export const registrationCheckAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type RegistrationCheckAnswer = z.infer<typeof registrationCheckAnswerSchema>;

/** GET /api/config/public: the rules the server applies, for the forms. */
export const publicConfigSchema = z.object({
  allowedEmailDomains: z.array(z.string()),
  passwordMinLength: z.number(),
  /** The registration fee in rupees. */
  registrationFee: z.number(),
  support: supportContactSchema,
  push: pushConfigSchema,
  /** INVESTMENTS_ENABLED: whether this deployment offers investment plans (docs/compliance.md). */
  investmentsEnabled: z.boolean(),
  /** The Grievance officer and the retention days the privacy policy states. */
  privacy: privacyConfigSchema,
  /**
   * The privacy notice a registration accepts: send `version` as `noticeVersion`; `url` is where
   * it is read (absolute with PUBLIC_ORIGIN, else a path on this server).
   */
  privacyNotice: z.object({ version: z.string(), url: z.string() }),
  /** The booking rules (docs/contract.md §5c), for the words shown before each step. */
  marketplace: marketplaceConfigSchema,
  /** The e-commerce operator's legal name, address and contacts (every page's footer; invoices). */
  operator: operatorSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/location/pincode/{pincode}: the public postal API's shape (docs/contract.md §5). */
export const pincodeLookupSchema = z.array(
  z.object({
    Status: z.enum(['Success', 'Error']),
    Message: z.string().optional(),
    PostOffice: z
      .array(z.object({ Name: z.string(), District: z.string(), State: z.string(), Country: z.string() }))
      .nullable(),
  }),
);
export type PincodeLookup = z.infer<typeof pincodeLookupSchema>;

/** Password recovery (docs/product-spec.md §2, §5; docs/contract.md §5, §9). */
export const recoveryMessages = {
  fillAllFields: 'Please fill in all fields',
  codeSent: 'If these details match an account, we have emailed it a 6-digit code. It is valid for 10 minutes.',
  codeInvalid: 'The code is wrong or has expired. Please check it or ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new code.',
  tooManyCodes: 'Too many codes requested. Please try again in an hour.',
  codeVerified: 'Code verified. Please choose a new password.',
  grantMissing: 'Please verify the code we emailed you first.',
  passwordReset: 'Your password has been reset. Please sign in.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Your current password is not correct.',
  samePassword: 'Please choose a password different from your current one.',
} as const;

export const forgotPasswordSchema = z.object({
  email: z.string({ error: recoveryMessages.fillAllFields }).trim().min(1, recoveryMessages.fillAllFields).max(254),
  phone: z
    .string({ error: recoveryMessages.fillAllFields })
    .trim()
    .min(1, recoveryMessages.fillAllFields)
    .max(20)
    .transform(normalisePhone),
});
export const verifyCodeSchema = z.object({
  email: z.string({ error: recoveryMessages.fillAllFields }).trim().min(1, recoveryMessages.fillAllFields).max(254),
  code: z
    .string({ error: recoveryMessages.fillAllFields })
    .trim()
    .min(1, recoveryMessages.fillAllFields)
    .regex(/^\d{6}$/, recoveryMessages.codeInvalid),
});
export function resetPasswordSchema(rules: RegistrationRules = DEFAULT_REGISTRATION_RULES) {
  return z.object({
    email: z.string({ error: recoveryMessages.fillAllFields }).trim().min(1, recoveryMessages.fillAllFields).max(254),
    newPassword: passwordSchema(rules),
  });
}

/** Signing in with a one-time code sent to the phone (docs/decisions/040). */
export const phoneSignInMessages = {
  codeSent: 'If this number is registered with Sevak, a 6-digit code is on its way by SMS. It works for 5 minutes.',
  codeInvalid: 'The code is wrong or has expired. Please check it or ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new code.',
  verifyCodeSent: 'A 6-digit code is on its way to your phone by SMS. It works for 5 minutes.',
  phoneVerified: 'Your phone number is verified.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
} as const;

/** POST /auth/phone-code */
export const phoneCodeRequestSchema = z.object({ phone: phoneSchema });
const sixDigitCode = z
  .string({ error: phoneSignInMessages.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, phoneSignInMessages.codeInvalid);
/** POST /auth/phone-login */
export const phoneLoginSchema = z.object({ phone: phoneSchema, code: sixDigitCode });
/** POST /auth/phone/verify: the code sent to the signed-in member's own phone. */
export const phoneVerifySchema = z.object({ code: sixDigitCode });
