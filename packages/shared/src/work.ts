import { z } from 'zod';
import { phoneSchema, registrationAddressSchema } from './registration.js';
import {
  bookingMessages,
  bookingPaymentSchema,
  bookingRefundSchema,
  cancellationSchema,
  rescheduleProposalSchema,
  ROUTE_TRANSFER_STATUSES,
} from './bookings.js';
import { PRICE_TYPES } from './rate-card.js';
import { paymentOrderSchema } from './payments.js';
import { bookingInvoiceSchema, INVOICE_KINDS } from './taxes.js';
import { LANGUAGES } from './language.js';

/**
 * Work requests and reviews (docs/contract.md §7): a seeker asks a provider for work:
 * sent → accepted | declined | cancelled (by the seeker, while sent); accepted → completed; a
 * completed request takes one review. Each step notifies the other party.
 */

export const WORK_STATUSES = [
  'sent',
  'accepted',
  'declined',
  'cancelled',
  'completed',
  // A booking's own (docs/contract.md §5c): sent → quoted | declined → pending_payment → confirmed
  // → started → completed → released | disputed → resolved; cancelled or expired on the way.
  'quoted',
  'pending_payment',
  'confirmed',
  'started',
  'released',
  'disputed',
  'resolved',
  'expired',
] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** The states in which a booking holds its time (the exclusion constraint's; docs/decisions/036). */
export const HOLDING_STATUSES = ['quoted', 'pending_payment', 'confirmed', 'started'] as const;
/** Final states: nothing changes a booking once in one of these. */
export const FINAL_STATUSES = ['declined', 'cancelled', 'released', 'resolved', 'expired'] as const;

/** The two tabs of /work: requests I sent (as a seeker), requests I received (as a provider). */
export const WORK_BOXES = ['sent', 'received'] as const;
export type WorkBox = (typeof WORK_BOXES)[number];

/** Preferred times fall on the hour or the half hour (in India's time zone and in UTC alike). */
export const WORK_TIME_STEP_MINUTES = 30;

/** How many requests one member may send per hour. */
export const WORK_REQUEST_LIMIT = { points: 10, durationSeconds: 3600 } as const;

export const workMessages = {
  sent: 'Your request has been sent to the provider.',
  accepted: 'Request accepted. The seeker has been told.',
  declined: 'Request declined. The seeker has been told.',
  completed: 'Marked as completed. The seeker can now review your work.',
  cancelled: 'Your request has been cancelled.',
  reviewed: 'Thank you for your review!',
  notFound: 'Request not found',
  providerNotFound: 'Provider not found',
  selfRequest: 'You cannot send a request to yourself.',
  alreadyWaiting: 'You already have a request waiting for this provider. Please wait for their answer.',
  categoryRequired: 'Please choose a service.',
  categoryNotOffered: 'This provider does not offer that service.',
  descriptionRequired: 'Please describe the work you need.',
  preferredAtRequired: 'Please choose a date and time.',
  preferredAtPast: 'Please choose a time in the future.',
  preferredAtStep: 'Please choose a time on the hour or the half hour.',
  declineReasonRequired: 'Please give a reason for declining.',
  ratingRequired: 'Please choose from 1 to 5 stars.',
  onlyProvider: 'Only the provider can answer this request.',
  onlySeeker: 'Only the person who sent this request can do this.',
  notSent: 'This request has already been answered.',
  completeBeforeAccept: 'Only an accepted request can be marked completed.',
  cancelNotSent: 'Only a request that has not been answered yet can be cancelled.',
  reviewBeforeComplete: 'You can review only after the work is completed.',
  reviewedTwice: 'You have already reviewed this request.',
  repliedTwice: 'You have already replied to this review.',
  noReview: 'There is no review to reply to yet.',
  replied: 'Your reply is published with the review.',
  signInToSend: 'Sign in, or join Sevak, to send your request. What you typed is kept.',
  statusInvalid: 'Choose accepted, declined, completed or cancelled.',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A preferred time: an ISO date-time in the future, on a 30-minute step. */
export const preferredAtSchema = z
  .string({ error: workMessages.preferredAtRequired })
  .min(1, workMessages.preferredAtRequired)
  .pipe(z.iso.datetime({ offset: true, error: workMessages.preferredAtRequired }))
  .refine((value) => {
    const at = new Date(value);
    return (
      at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0 && at.getUTCMinutes() % WORK_TIME_STEP_MINUTES === 0
    );
  }, workMessages.preferredAtStep)
  .refine((value) => new Date(value).getTime() > Date.now(), workMessages.preferredAtPast);

/** POST /work/requests */
export const newWorkRequestSchema = z.object({
  providerId: z.uuid({ error: workMessages.providerNotFound }),
  category: required(workMessages.categoryRequired).max(100),
  description: required(workMessages.descriptionRequired).max(2000),
  preferredAt: preferredAtSchema,
  address: registrationAddressSchema,
  contactPhone: phoneSchema,
});
export type NewWorkRequest = z.infer<typeof newWorkRequestSchema>;

/** POST /work/requests with a service and one of its free times: a booking (docs/contract.md §5c). */
export const newBookingSchema = z.object({
  providerId: z.uuid({ error: workMessages.providerNotFound }),
  serviceId: z.uuid({ error: bookingMessages.serviceRequired }),
  slotStart: z.iso.datetime({ offset: true, error: bookingMessages.slotRequired }),
  description: required(workMessages.descriptionRequired).max(2000),
  address: registrationAddressSchema,
  contactPhone: phoneSchema,
});
export type NewBooking = z.infer<typeof newBookingSchema>;

/** A booking names its service; the free request (category and preferred time) does not. */
export function isBooking(body: object): boolean {
  return 'serviceId' in body && body.serviceId !== undefined;
}

/** PUT /work/requests/{id}/status: the provider accepts, declines (with a reason) or completes; the seeker cancels. */
export const workStatusUpdateSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('accepted') }),
    z.object({ status: z.literal('declined'), reason: required(workMessages.declineReasonRequired).max(500) }),
    z.object({ status: z.literal('completed') }),
    z.object({ status: z.literal('cancelled'), reason: z.string().trim().max(500).optional() }),
    z.object({
      status: z.literal('started'),
      code: z.string({ error: bookingMessages.startCodeRequired }).regex(/^\d{4}$/, bookingMessages.startCodeRequired),
    }),
  ],
  { error: workMessages.statusInvalid },
);
export type WorkStatusUpdate = z.infer<typeof workStatusUpdateSchema>;

/** POST /work/requests/{id}/review */
export const newReviewSchema = z.object({
  rating: z
    .number({ error: workMessages.ratingRequired })
    .int(workMessages.ratingRequired)
    .min(1, workMessages.ratingRequired)
    .max(5, workMessages.ratingRequired),
  comment: z.string().trim().max(1000).default(''),
});
export type NewReview = z.infer<typeof newReviewSchema>;

/** GET /work/requests */
export const workListQuerySchema = z.object({
  box: z.enum(WORK_BOXES).default('sent'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const workReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  /** The provider's one reply, or null. */
  reply: z.string().nullable(),
});

/** POST /work/requests/{id}/review/reply: the provider answers the review once. */
export const reviewReplySchema = z.object({
  text: z.string({ error: 'Please write your reply.' }).trim().min(1, 'Please write your reply.').max(1000),
});

/**
 * A request as one of its two parties sees it. The provider sees the full address and the
 * seeker's phone only once they accept; before that, only the place (city, state, pincode). The
 * seeker sees the provider's phone once accepted.
 */
export const workRequestSchema = z.object({
  _id: z.uuid(),
  category: z.string(),
  description: z.string(),
  preferredAt: z.string(),
  place: z.object({ city: z.string(), state: z.string(), pincode: z.string() }),
  address: registrationAddressSchema.nullable(),
  contactPhone: z.string().nullable(),
  status: z.enum(WORK_STATUSES),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The seeker; name 'Former member' once their account is erased. */
  seeker: z.object({ _id: z.uuid(), name: z.string() }),
  provider: z.object({
    _id: z.uuid(),
    name: z.string(),
    businessName: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  review: workReviewSchema.nullable(),
  /** A booking's (docs/contract.md §5c); null or absent for a free request. */
  service: z.object({ _id: z.uuid(), title: z.string(), priceType: z.enum(PRICE_TYPES) }).nullable(),
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  /** Rupees the seeker pays (the list price, or the provider's quote); null until known. */
  amount: z.number().nullable(),
  quoteNote: z.string().nullable(),
  /** Until when the time is held for payment (pending_payment, quoted). */
  holdExpiresAt: z.string().nullable(),
  payment: bookingPaymentSchema.nullable(),
  /** The 4-digit code the seeker shows the provider on the day: the seeker's only, while confirmed. */
  startCode: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** When the provider said they are on the way (a confirmed booking, on its day). */
  onTheWayAt: z.string().nullable(),
  /** When silence releases the money to the provider (completed and not disputed). */
  releaseAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  cancellation: cancellationSchema.nullable(),
  refund: bookingRefundSchema.nullable(),
  /**
   * The provider's: amount − commission until the money is released, then what reached them (less
   * TCS, TDS and any GST Sevak pays for them); null for the seeker, and until there is an amount.
   */
  earning: z.number().nullable(),
  /** Its invoices once the money is released (docs/decisions/041): the job's, and for the provider Sevak's commission's. */
  invoices: z.array(bookingInvoiceSchema),
  dispute: z.object({ reason: z.string(), openedAt: z.string(), resolution: z.string().nullable() }).nullable(),
  reschedule: rescheduleProposalSchema.nullable(),
});
export type WorkRequest = z.infer<typeof workRequestSchema>;

/** GET /work/requests/{id}/invoice?kind=&lang=: which of a booking's invoices, in which language. */
export const invoiceQuerySchema = z.object({
  kind: z.enum(INVOICE_KINDS).default('job'),
  lang: z.enum(LANGUAGES).optional(),
});

/** GET /work/requests: each with how many messages of the other side the viewer has not read. */
export const workListSchema = z.object({
  requests: z.array(workRequestSchema.extend({ unreadMessages: z.number().int() })),
  nextCursor: z.string().nullable(),
});
export type WorkList = z.infer<typeof workListSchema>;

/** POST /work/requests (201), PUT /work/requests/{id}/status, POST /work/requests/{id}/review: the request as it now is. */
export const workAnswerSchema = z.object({ message: z.string(), request: workRequestSchema });
export type WorkAnswer = z.infer<typeof workAnswerSchema>;

/** POST /work/requests/{id}/pay: the booking's checkout, the same as the fee's (docs/contract.md §5). */
export const bookingPayAnswerSchema = z.object({ order: paymentOrderSchema });

/** GET /admin/bookings: every booking, newest first, by status; keyset-paged (admin). */
export const adminBookingQuerySchema = z.object({
  status: z.enum(WORK_STATUSES).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A booking as admins list it: both parties with their phones, the time, the amount, the state. */
export const adminBookingSchema = z.object({
  _id: z.uuid(),
  service: z.string(),
  seeker: z.object({ _id: z.uuid(), name: z.string(), phone: z.string() }),
  provider: z.object({ _id: z.uuid(), name: z.string(), phone: z.string() }),
  slotStart: z.string(),
  amount: z.number().nullable(),
  status: z.enum(WORK_STATUSES),
  paymentStatus: z.string().nullable(),
  /** With Razorpay Route (docs/decisions/037): how the provider's share stands, and Razorpay's refusal. */
  routeTransfer: z.object({ status: z.enum(ROUTE_TRANSFER_STATUSES), failure: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingPageSchema = z.object({
  bookings: z.array(adminBookingSchema),
  nextCursor: z.string().nullable(),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;
