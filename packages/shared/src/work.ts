import { z } from 'zod';
import { phoneSchema, registrationAddressSchema } from './registration.js';

/**
 * Work requests and reviews (docs/contract.md §7): a seeker asks a provider for work:
 * sent → accepted | declined | cancelled (by the seeker, while sent); accepted → completed; a
 * completed request takes one review. Each step notifies the other party.
 */

export const WORK_STATUSES = ['sent', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

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

/** PUT /work/requests/{id}/status: the provider accepts, declines (with a reason) or completes; the seeker cancels. */
export const workStatusUpdateSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('accepted') }),
    z.object({ status: z.literal('declined'), reason: required(workMessages.declineReasonRequired).max(500) }),
    z.object({ status: z.literal('completed') }),
    z.object({ status: z.literal('cancelled') }),
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

export const workReviewSchema = z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() });

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
});
export type WorkRequest = z.infer<typeof workRequestSchema>;

export const workListSchema = z.object({ requests: z.array(workRequestSchema), nextCursor: z.string().nullable() });
export type WorkList = z.infer<typeof workListSchema>;

/** POST /work/requests (201), PUT /work/requests/{id}/status, POST /work/requests/{id}/review: the request as it now is. */
export const workAnswerSchema = z.object({ message: z.string(), request: workRequestSchema });
export type WorkAnswer = z.infer<typeof workAnswerSchema>;
