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
import { readMultipart, withUploadSlot } from '../../platform/multipart.js';
import { fileField } from '../../platform/openapi.js';
import {
  listMessages,
  listReports,
  readMessagePhoto,
  readMessages,
  reportMessage,
  sendMessage,
  sendPhotoMessage,
} from './conversations.service.js';

/** A member may send 60 messages in 10 minutes across their conversations: chat, not a flood. */
const SEND_LIMIT = { points: 60, durationSeconds: 600 } as const;
/** Of which 20 photos an hour: each costs a decode and two encodes (docs/contract.md §10). */
const PHOTO_LIMIT = { points: 20, durationSeconds: 3600 } as const;

/**
 * A request's conversation (docs/decisions/038): its two parties, and admins while its booking is
 * disputed (403 otherwise); anyone else 404. New messages reach both parties' open streams.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409, 429);
  const deps = {
    db: app.db,
    storage: app.storage,
    sendLimit: createRateLimiter(app.db, { keyPrefix: 'message', ...SEND_LIMIT }),
    photoLimit: createRateLimiter(app.db, { keyPrefix: 'message-photo', ...PHOTO_LIMIT }),
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
    '/work/requests/:id/messages/photo',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['conversations'],
        summary: 'Send a photo, with words or none (kept once per clientId, as words are)',
        description:
          'multipart/form-data: clientId, text (may be empty), and the file `photo` (JPEG, PNG or WebP, at most ' +
          '5 MB). Re-encoded as JPEG without EXIF or GPS; served only by GET /messages/{id}/photo.',
        params: idParams,
        consumes: ['multipart/form-data'],
        multipartBody: z.object({ clientId: z.string(), text: z.string().optional(), photo: fileField() }),
        response: { 201: messageAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await viewer(request);
      const answer = await withUploadSlot(async () =>
        sendPhotoMessage(deps, user, request.params.id, await readMultipart(request, ['photo'])),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/messages/:id/photo',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['conversations'],
        summary: 'A message’s photo (`?size=thumb`: 320 px): to the conversation’s parties only',
        description: 'Others get 404; an admin only while the booking is disputed (audited). Never cached by proxies.',
        params: idParams,
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
        response: { 200: z.any().describe('image/jpeg bytes'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const photo = await readMessagePhoto(deps, await viewer(request), request.params.id, request.query.size);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${photo.fileName}"`)
        .send(photo.bytes);
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
