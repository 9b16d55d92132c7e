// No zod here: the web's API client reads these on the first page, which must not load zod.

/**
 * Every error code of the API with its HTTP status: the one list (docs/decisions/012). A code
 * names one message, so a client can pick its own words for it (Hindi is coming) and switch on
 * it instead of on English text. To add one: add it here under its status, throw
 * `new AppError('THE_CODE', message)` on the server, and switch on `error.code` on the web.
 */
export const ERROR_STATUS = {
  // 400: the request itself is wrong.
  /** A payload failed its schema; the message repeats the first field's `msg` (see `errors`). */
  VALIDATION_FAILED: 400,
  /** Fastify refused the request in a way with no code of its own (e.g. a wrong Content-Length). */
  BAD_REQUEST: 400,
  /** An empty or malformed JSON body (Fastify's words). */
  BODY_NOT_JSON: 400,
  BODY_NOT_UTF8: 400,
  BAD_URL: 400,
  /** A NUL byte or broken Unicode in a text; the message names the field. */
  INVALID_CHARACTERS: 400,
  MULTIPART_EXPECTED: 400,
  MULTIPART_MALFORMED: 400,
  TOO_MANY_FILES: 400,
  TOO_MANY_FIELDS: 400,
  NOT_JSON: 400,
  /** A service in a category the provider does not offer. */
  SERVICE_CATEGORY_NOT_YOURS: 400,
  BAD_CURSOR: 400,
  FILES_REQUIRED: 400,
  AADHAAR_IMAGES_REQUIRED: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  PASSWORD_COMMON: 400,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_UNCHANGED: 400,
  CODE_INVALID: 400,
  CATEGORY_UNKNOWN: 400,
  REFERRAL_CODE_INVALID: 400,
  /** The referrer's phone on an admin's Create User form matches no member; the message names it. */
  REFERRER_PHONE_UNKNOWN: 400,
  AADHAAR_INVALID: 400,
  CANNOT_DELETE_SELF: 400,
  CANNOT_DEMOTE_SELF: 400,
  SELF_REFERRAL: 400,
  REFERRAL_LOOP: 400,
  REPLACEMENT_SAME: 400,
  SELF_REQUEST: 400,
  CATEGORY_NOT_OFFERED: 400,
  PAYMENT_SIGNATURE_INVALID: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** An IFSC of the right shape that no bank branch has (Razorpay's ifsc data). */
  IFSC_UNKNOWN: 400,
  EKYC_IMAGES_REQUIRED: 400,
  /** A photo message without its photo. */
  MESSAGE_PHOTO_REQUIRED: 400,
  /** Below MIN_WITHDRAWAL_PAISE; the message names the minimum. */
  WITHDRAWAL_BELOW_MINIMUM: 400,
  /** A pincode search cannot place (not in the directory, or no point for it). */
  PINCODE_UNKNOWN: 400,
  /** A booking's time that is not one of the service's free times (docs/contract.md §5c). */
  SLOT_NOT_FREE: 400,
  /** The provider typed a start code that is not the seeker's. */
  START_CODE_WRONG: 400,
  /** Accepting a booking of a service priced on quote: send a quote instead. */
  QUOTE_REQUIRED: 400,
  /** An admin's refund above what the seeker paid. */
  REFUND_TOO_MUCH: 400,
  // 401: who is asking is not known.
  NOT_SIGNED_IN: 401,
  INVALID_CREDENTIALS: 401,
  // 403: known, but not allowed.
  /** An admin asked to delete their own account: another admin removes it. */
  ADMIN_SELF_DELETE: 403,
  FORBIDDEN: 403,
  /** GET /auth/getuser without a valid session (the spec's 403). */
  SESSION_INVALID: 403,
  ADMIN_ONLY: 403,
  AWAITING_APPROVAL: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  CROSS_SITE_REFUSED: 403,
  RESET_GRANT_MISSING: 403,
  NOT_YOURS: 403,
  ONLY_PROVIDER: 403,
  ONLY_SEEKER: 403,
  /** An admin opening a conversation whose booking is not disputed. */
  ADMIN_ONLY_IN_DISPUTE: 403,
  /** A withdrawal needs an approved e-KYC (a verified bank account). */
  EKYC_REQUIRED: 403,
  // 404: nothing there.
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  /** No member has this email or phone (Manage Admins). */
  MEMBER_NOT_FOUND: 404,
  /** No member has this phone (Assign Referrals); the message names it. */
  PHONE_NOT_FOUND: 404,
  ADMIN_NOT_FOUND: 404,
  PROVIDER_NOT_FOUND: 404,
  /** Not a service of this provider (or of anyone). */
  SERVICE_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  WORK_REQUEST_NOT_FOUND: 404,
  MESSAGE_NOT_FOUND: 404,
  /** A GSTIN whose state is not that of the member's address. */
  GSTIN_STATE: 400,
  /** Not issued yet (it is, when the job's money is released), or not the viewer's. */
  INVOICE_NOT_FOUND: 404,
  TICKET_NOT_FOUND: 404,
  REMARK_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  EKYC_NOT_FOUND: 404,
  WITHDRAWAL_NOT_FOUND: 404,
  /** WITHDRAWALS_ENABLED=false: the withdrawal side of this deployment is off. */
  WITHDRAWALS_DISABLED: 404,
  /** INVESTMENTS_ENABLED is off: every /invest route answers this (docs/compliance.md). */
  INVESTMENTS_DISABLED: 404,
  PLAN_NOT_FOUND: 404,
  INVESTMENT_NOT_FOUND: 404,
  NO_DEV_MAILBOX: 404,
  // 406: a multipart part the server cannot take (Fastify's words).
  NOT_ACCEPTABLE: 406,
  // 409: the request clashes with the state of things.
  MESSAGE_ALREADY_REPORTED: 409,
  /** A provider's rate card is full (SERVICES_PER_PROVIDER). */
  SERVICE_LIMIT_REACHED: 409,
  /** Account deletion while a withdrawal or an investment is still open. */
  ACCOUNT_HAS_OPEN_MONEY: 409,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  FEE_UNPAID: 409,
  FEE_ALREADY_PAID: 409,
  ALREADY_ADMIN: 409,
  LAST_ADMIN: 409,
  CATEGORY_EXISTS: 409,
  /** The message says how many providers use it. */
  CATEGORY_IN_USE: 409,
  NOTHING_PENDING: 409,
  REQUEST_ALREADY_WAITING: 409,
  REQUEST_ALREADY_ANSWERED: 409,
  REQUEST_NOT_ACCEPTED: 409,
  REQUEST_NOT_CANCELLABLE: 409,
  REVIEW_BEFORE_COMPLETE: 409,
  /** The time overlaps a job held or booked (with the provider's buffer): the exclusion constraint's answer. */
  SLOT_TAKEN: 409,
  /** A booking step asked in a state that does not allow it; the message says what the booking needs. */
  BOOKING_STEP_INVALID: 409,
  /** Paying after the 15 minutes the time was held (the booking has expired). */
  HOLD_EXPIRED: 409,
  /** A reschedule accepted or declined when none is waiting, or proposed while one is. */
  RESCHEDULE_INVALID: 409,
  ALREADY_REVIEWED: 409,
  TICKET_ALREADY_OPEN: 409,
  TICKET_STILL_PENDING: 409,
  /** A debit larger than the wallet's available balance (balance − held). */
  INSUFFICIENT_BALANCE: 409,
  /** An Idempotency-Key used before with another request. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** A hold that was already released or paid. */
  TRANSFER_ALREADY_RESOLVED: 409,
  /** A new e-KYC while one awaits verification. */
  EKYC_ALREADY_PENDING: 409,
  /** Verify or reject of an e-KYC that is not pending (someone else acted first). */
  EKYC_NOT_PENDING: 409,
  /** Approve, reject or cancel of a withdrawal that is no longer requested. */
  WITHDRAWAL_NOT_REQUESTED: 409,
  /** Assigning a plan that was deactivated. */
  PLAN_INACTIVE: 409,
  /** The same plan for the same member with a bank reference used before. */
  INVESTMENT_REFERENCE_TAKEN: 409,
  /** Closing an investment that matured or was closed. */
  INVESTMENT_NOT_ACTIVE: 409,
  /** A plan can only go to an approved member. */
  MEMBER_NOT_APPROVED: 409,
  /** "My data": an export is already queued or being built. */
  DATA_EXPORT_IN_PROGRESS: 409,
  /** "My data": a download of an export that is not ready (still being built, or failed). */
  DATA_EXPORT_NOT_READY: 409,
  // 410: it was here and is gone for good.
  /** "My data": the 24 hours of the download are over; the file is deleted. */
  DATA_EXPORT_EXPIRED: 410,
  // 413-415: the body's size or type.
  FILE_TOO_LARGE: 413,
  URL_TOO_LONG: 414,
  /** A Content-Type no route reads (Fastify's words). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An upload that is not a JPEG, PNG or WebP by its content. */
  FILE_TYPE_INVALID: 415,
  // 429: too many, wait (with Retry-After).
  RATE_LIMITED: 429,
  /** Too many failed sign-ins; the message says how many minutes to wait. */
  SIGN_IN_LOCKED: 429,
  CODE_TRIES_EXCEEDED: 429,
  /** Five wrong start codes: starting this job is locked for 15 minutes. */
  START_LOCKED: 429,
  /** "My data" asked for more than DATA_EXPORT_DAILY_LIMIT times in 24 hours. */
  DATA_EXPORT_DAILY_LIMIT: 429,
  // 5xx: ours, never the client's fault.
  INTERNAL: 500,
  /** The database went away mid-request; trying again shortly works (Retry-After). */
  DATABASE_UNAVAILABLE: 503,
  /** The pincode directory is still being loaded after the first start. */
  PINCODES_NOT_READY: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
