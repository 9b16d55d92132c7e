import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runRouteTransfersJob } from '../settlements/index.js';
import { z } from 'zod';
import {
  adminBookingPageSchema,
  adminBookingQuerySchema,
  bookingPayAnswerSchema,
  disputeSchema,
  isBooking,
  newBookingSchema,
  newReviewSchema,
  newWorkRequestSchema,
  quoteSchema,
  rescheduleSchema,
  resolveSchema,
  reviewReplySchema,
  WORK_REQUEST_LIMIT,
  workListQuerySchema,
  invoiceQuerySchema,
  workListSchema,
  workAnswerSchema,
  workMessages,
  workRequestSchema,
  workStatusUpdateSchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireApproved } from '../../platform/auth.js';
import { createRateLimiter } from '../../platform/rate-limit.js';
import { errorResponses, parseOrThrow } from '../../platform/errors.js';
import {
  createWorkRequest,
  listWorkRequests,
  replyToReview,
  requestOfParty,
  reviewWorkRequest,
} from './work.service.js';
import {
  answerBooking,
  bookingInvoicePdf,
  answerReschedule,
  changeStatus,
  confirmJob,
  sayOnTheWay,
  createBooking,
  disputeJob,
  listBookings,
  payBooking,
  proposeReschedule,
  resolveDispute,
  type BookingDeps,
} from './bookings.service.js';

/**
 * Work requests and bookings between approved members (docs/contract.md §5c). Only the two parties
 * ever see one (admins too during its dispute): anyone else gets 404.
 */
export const workRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409, 429);
  const deps: BookingDeps = {
    db: app.db,
    sendLimit: createRateLimiter(app.db, { keyPrefix: 'work-request', ...WORK_REQUEST_LIMIT }),
    rules: app.config.marketplace,
    taxation: { taxes: app.config.taxes, operator: app.config.operator },
    payments: { db: app.db, provider: app.paymentProvider, log: app.log },
    settleSoon: () => app.jobs.send(runRouteTransfersJob.name),
  };
  // A malformed id names no request: 404 in the service, like an unknown one.
  const requestIdParams = z.object({ id: z.string().max(100) });
  const member = async (request: Parameters<typeof currentUser>[0]) => (await currentUser(request)).user;

  app.post(
    '/work/requests',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Ask a provider for work, or book one of their services at a free time (10 per hour per member)',
        description:
          'With `serviceId` and `slotStart` (one of GET /providers/{id}/slots): a booking — held for payment with instant ' +
          'booking (`pending_payment`), else `sent` for the provider to accept or price; 409 SLOT_TAKEN when the time was just ' +
          'taken. Without: the free request `{category, preferredAt}`. The body is checked against the one it is.',
        body: z.looseObject({}),
        response: { 201: workAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await member(request);
      const answer = isBooking(request.body)
        ? await createBooking(deps, user, parseOrThrow(newBookingSchema, request.body))
        : {
            message: workMessages.sent,
            request: await createWorkRequest(deps, user, parseOrThrow(newWorkRequestSchema, request.body)),
          };
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/work/requests',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Requests and bookings I sent or received, newest first',
        querystring: workListQuerySchema,
        response: { 200: workListSchema, ...errors },
      },
    },
    async (request) => listWorkRequests(app.db, (await member(request)).id, request.query, deps.rules),
  );

  app.get(
    '/work/requests/:id',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'One request or booking, as its party sees it (admins: a booking in dispute)',
        params: requestIdParams,
        response: { 200: z.object({ request: workRequestSchema }), ...errors },
      },
    },
    async (request) => ({ request: await requestOfParty(deps, await member(request), request.params.id) }),
  );

  app.get(
    '/work/requests/:id/invoice',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary:
          'A booking’s invoice as a PDF, once its money is released: the job’s (its parties), Sevak’s commission’s (its provider); admins both',
        params: requestIdParams,
        querystring: invoiceQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await bookingInvoicePdf(
        app.db,
        await member(request),
        request.params.id,
        request.query,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.put(
    '/work/requests/:id/status',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary:
          'Accept, decline or complete (provider); start with the seeker’s code (provider, a booking); cancel (either party of a booking, the seeker of a free request)',
        params: requestIdParams,
        body: workStatusUpdateSchema,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => changeStatus(deps, await member(request), request.params.id, request.body),
  );

  app.post(
    '/work/requests/:id/quote',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Price a booking request (provider, while sent): valid 48 hours, the time held',
        params: requestIdParams,
        body: quoteSchema,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => answerBooking(deps, await member(request), request.params.id, request.body),
  );

  app.post(
    '/work/requests/:id/pay',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'The checkout for a booking’s amount (seeker, while pending_payment or quoted)',
        description:
          'The amount is the server’s. Pay it as the fee is paid (POST /payment/verify, or POST /payment/local/complete ' +
          'with the TEST provider); the capture confirms the booking and holds the money in escrow. 409 HOLD_EXPIRED after the hold.',
        params: requestIdParams,
        response: { 200: bookingPayAnswerSchema, ...errors },
      },
    },
    async (request) => payBooking(deps, await member(request), request.params.id),
  );

  app.post(
    '/work/requests/:id/on-the-way',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'The provider is on the way (confirmed, from 3 hours before): the seeker is told once',
        params: requestIdParams,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => sayOnTheWay(deps, await member(request), request.params.id),
  );

  app.post(
    '/work/requests/:id/confirm',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'The job is done (seeker, while completed): the money is released to the provider now',
        params: requestIdParams,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => confirmJob(deps, await member(request), request.params.id),
  );

  app.post(
    '/work/requests/:id/dispute',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Something went wrong (seeker, while completed): the money waits for an admin’s decision',
        params: requestIdParams,
        body: disputeSchema,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => disputeJob(deps, await member(request), request.params.id, request.body.reason),
  );

  app.get(
    '/admin/bookings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every booking, newest first, by status, keyset-paged (admin)',
        querystring: adminBookingQuerySchema,
        response: { 200: adminBookingPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBookings(app.db, request.query),
  );

  app.post(
    '/work/requests/:id/resolve',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['work'],
        summary: 'Decide a dispute (admin): refund part or all, the rest released to the provider',
        params: requestIdParams,
        body: resolveSchema,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => resolveDispute(deps, request.params.id, request.body),
  );

  app.post(
    '/work/requests/:id/reschedule',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Propose a new free time (either party, while confirmed); it is held until the other answers',
        params: requestIdParams,
        body: rescheduleSchema,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => proposeReschedule(deps, await member(request), request.params.id, request.body.slotStart),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/work/requests/:id/reschedule/${answer}`,
      {
        onRequest: requireApproved,
        schema: {
          tags: ['work'],
          summary: `${answer === 'accept' ? 'Accept' : 'Decline'} the new time the other party proposed`,
          params: requestIdParams,
          response: { 200: workAnswerSchema, ...errors },
        },
      },
      async (request) => answerReschedule(deps, await member(request), request.params.id, answer === 'accept'),
    );
  }

  app.post(
    '/work/requests/:id/review',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Rate completed work (a booking: once released or resolved), 1–5 stars, once (seeker)',
        params: requestIdParams,
        body: newReviewSchema,
        response: { 201: workAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reviewed = await reviewWorkRequest(deps, await member(request), request.params.id, request.body);
      return reply.code(201).send({ message: workMessages.reviewed, request: reviewed });
    },
  );

  app.post(
    '/work/requests/:id/review/reply',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Answer the review of your work, once (provider); shown with the review on your page',
        params: requestIdParams,
        body: reviewReplySchema,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      message: workMessages.replied,
      request: await replyToReview(deps, await member(request), request.params.id, request.body.text),
    }),
  );
};
