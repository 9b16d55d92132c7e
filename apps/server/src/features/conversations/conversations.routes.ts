import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMessageReportPageSchema,
  messageAnswerSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageResponseSchema,
  newMessageSchema,
  reportMessageSchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireApproved } from '../../platform/auth.js';
import { createRateLimiter } from '../../platform/rate-limit.js';
import { errorResponses } from '../../platform/errors.js';
import { listMessages, listReports, readMessages, reportMessage, sendMessage } from './conversations.service.js';

/** A member may send 60 messages in 10 minutes across their conversations: chat, not a flood. */
const SEND_LIMIT = { points: 60, durationSeconds: 600 } as const;

/**
 * A request's conversation (docs/decisions/038): its two parties, and admins while its booking is
 * disputed (403 otherwise); anyone else 404. New messages reach both parties' open streams.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409, 429);
  const deps = {
    db: app.db,
    sendLimit: createRateLimiter(app.db, { keyPrefix: 'message', ...SEND_LIMIT }),
  };
  const idParams = z.object({ id: z.string().max(100) });
  const viewer = async (request: Parameters<typeof currentUser>[0]) => (await currentUser(request)).user;

  app.get(
    '/work/requests/:id/messages',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['conversations'],
        summary: 'The conversation of a request or booking: newest page, oldest first; older by cursor',
        params: idParams,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listMessages(app.db, await viewer(request), request.params.id, request.query);
    },
  );

  app.post(
    '/work/requests/:id/messages',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['conversations'],
        summary: 'Send a message (kept once per clientId: a repeat answers the message already kept)',
        params: idParams,
        body: newMessageSchema,
        response: { 201: messageAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await sendMessage(deps, await viewer(request), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/work/requests/:id/messages/read',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['conversations'],
        summary: 'Mark the other side’s messages so far as read',
        params: idParams,
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
    },
    async (request) => readMessages(app.db, await viewer(request), request.params.id),
  );

  app.post(
    '/messages/:id/report',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['conversations'],
        summary: 'Report a message of the other side to the admins (once)',
        params: idParams,
        body: reportMessageSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => reportMessage(app.db, await viewer(request), request.params.id, request.body.reason),
  );

  app.get(
    '/admin/message-reports',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['conversations'],
        summary: 'Reported messages with the messages around them (admin; audited)',
        querystring: messagePageQuerySchema,
        response: { 200: adminMessageReportPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReports(app.db, await viewer(request), request.query),
  );
};
