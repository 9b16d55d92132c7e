import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newReviewSchema,
  newWorkRequestSchema,
  WORK_REQUEST_LIMIT,
  workListQuerySchema,
  workListSchema,
  workAnswerSchema,
  workMessages,
  workStatusUpdateSchema,
} from '@sevak/shared';
import { currentUser, requireApproved } from '../../platform/auth.js';
import { createRateLimiter } from '../../platform/rate-limit.js';
import { changeWorkStatus, createWorkRequest, listWorkRequests, reviewWorkRequest } from './work.service.js';
import { errorResponses } from '../../platform/errors.js';

/** Work requests between approved members. Only the two parties ever see one. */
export const workRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409, 429);
  const sendLimit = createRateLimiter(app.db, { keyPrefix: 'work-request', ...WORK_REQUEST_LIMIT });
  // A malformed id names no request: 404 in the service, like an unknown one.
  const requestIdParams = z.object({ id: z.string().max(100) });

  app.post(
    '/work/requests',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Ask a provider for work (10 per hour per member)',
        body: newWorkRequestSchema,
        response: { 201: workAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createWorkRequest(
        { db: app.db, sendLimit },
        (await currentUser(request)).user,
        request.body,
      );
      return reply.code(201).send({ message: workMessages.sent, request: created });
    },
  );

  app.get(
    '/work/requests',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Requests I sent or received, newest first',
        querystring: workListQuerySchema,
        response: { 200: workListSchema, ...errors },
      },
    },
    async (request) => listWorkRequests(app.db, (await currentUser(request)).user.id, request.query),
  );

  app.put(
    '/work/requests/:id/status',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Accept, decline (with a reason) or complete (provider); cancel while sent (seeker)',
        params: requestIdParams,
        body: workStatusUpdateSchema,
        response: { 200: workAnswerSchema, ...errors },
      },
    },
    async (request) => changeWorkStatus(app.db, (await currentUser(request)).user, request.params.id, request.body),
  );

  app.post(
    '/work/requests/:id/review',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'Rate completed work, 1–5 stars, once (seeker)',
        params: requestIdParams,
        body: newReviewSchema,
        response: { 201: workAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reviewed = await reviewWorkRequest(
        app.db,
        (await currentUser(request)).user,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ message: workMessages.reviewed, request: reviewed });
    },
  );
};
