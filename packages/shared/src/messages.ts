// Every user-facing text that both the web app and the API use, in one place.
// Exact words come from the product spec (typos fixed per docs/contract.md §12).

/**
 * Texts of every part of the API (an object of its own: the web's first page needs only these, not
 * the whole of `messages`).
 */
export const commonMessages = {
  validationFailed: 'Please correct the highlighted fields',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  /** A 429 that knows its wait (docs/decisions/027): up to two hours in minutes, rounded up. */
  rateLimitedFor: (minutes: number) =>
    `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  rateLimitedForHours: (hours: number) =>
    `Too many requests. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  multipartExpected: 'Please send the form as multipart/form-data.',
  multipartMalformed: 'The form could not be read: it is not well-formed multipart/form-data.',
  notJson: 'This field must be JSON text.',
  forbidden: 'You are not allowed to see this.',
  tooManyFiles: 'Too many files',
  tooManyFields: 'Too many form fields',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** A NUL byte or broken Unicode (an unpaired surrogate) in any text a request sends. */
  invalidCharacters: 'Contains a character that is not allowed (a NUL byte or broken Unicode).',
  invalidCharactersIn: (field: string) =>
    `${field} contains a character that is not allowed (a NUL byte or broken Unicode).`,
  notUtf8: 'The request body is not valid UTF-8 text.',
  badUrl: 'This address is not valid.',
  urlPartTooLong: 'A part of this address is too long.',
  /** A keyset page cursor that does not decode, was altered, or belongs to another sort. */
  badCursor: 'This page link is damaged or out of date. Please start again from the first page.',
} as const;

export const messages = {
  auth: {
    invalidCredentials: 'Invalid credentials',
    loginSuccess: 'Login Successful',
    logoutSuccess: 'Logout Successful...',
    logoutFailed: 'Logout failed. Please try again.',
    notSignedIn: 'Please sign in to continue',
    sessionInvalid: 'Your session has expired. Please sign in again.',
    adminOnly: 'Only admins can do this',
    awaitingApproval: 'Your account is awaiting admin approval',
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    /** The address's allowance of failed sign-ins is spent (many people may share it). */
    networkBusy: (minutes: number) =>
      `Too many sign-in attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    /** The account's daily allowance of failed sign-ins from new devices is spent (NIST SP 800-63B §5.2.2). */
    accountCapped:
      'Too many failed sign-in attempts on this account. Sign in on a device you have used before, or reset your password with “Forgot password?”.',
    emailOrPhoneRequired: 'Email or phone is required.',
    passwordRequired: 'Password is required.',
    crossSiteRefused: 'Cross-site request refused',
    changePasswordFirst: 'Please choose a new password to continue.',
  },
  payments: {
    alreadyPaid: 'Registration fee already paid',
    signatureInvalid: 'Payment could not be verified. If money left your account, it will be refunded automatically.',
    webhookSignatureInvalid: 'Invalid webhook signature',
    orderUnknown: 'Payment order not found',
    captured: 'Payment successful! Your registration fee of ₹121 is paid.',
    failed: 'Payment failed. No money was taken; please try again.',
    duplicate: 'Your registration fee was already paid, so this second payment is being refunded to you.',
  },
  admin: {
    noDevMailbox: 'There is no development mailbox here: mail is sent through SMTP and no copy is kept.',
    approved: 'User approved successfully',
    unpaid: 'This member has not paid the registration fee. Confirm to approve them anyway.',
    detailsUpdated: 'User details updated successfully',
    userNotFound: 'User not found',
    deleted: 'User deleted successfully',
    cannotDeleteSelf: 'You cannot delete your own account here.',
    referralAssigned: 'Referral assigned successfully',
    referralFieldsRequired: 'Please fill all fields!',
    noMemberWithPhone: (phone: string) => `No member has the phone number ${phone}.`,
    selfReferral: 'A member cannot refer themselves.',
    referralLoop: 'This referral would make a loop: the referrer was referred by this member.',
  },
  remarks: {
    statusUpdated: 'remark status updated!!',
    deleted: 'remark deleted successfully !!',
    required: 'Please write the remark.',
    notFound: 'Remark not found',
  },
  ledger: {
    insufficientBalance: 'Insufficient balance',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    alreadyResolved: 'This amount on hold was already released or paid.',
  },
  common: commonMessages,
} as const;
