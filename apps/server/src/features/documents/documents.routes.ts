import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, isUuid, messages } from '@sevak/shared';
import { currentUser, requireUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { findDocumentById } from './documents.repo.js';

/** File names people see when they save a document (spec §9: named after the slot). */
const FILE_NAMES: Record<string, string> = { frontAadhar: 'frontAadhar', backAadhar: 'backAadhar', profilePic: 'profile' };

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['documents'],
        summary: 'An identity image: to its owner and to admins only',
        description:
          'Identity documents are never public (DESIGN §9): visitors get 401, other members 403. ' +
          '`?size=thumb` gives the 320 px version for lists. Never cached by the browser or proxies.',
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
        response: {
          200: z.any().describe('image/jpeg bytes'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(request);
      // A malformed id names no document: 404, like an unknown one.
      const doc = isUuid(request.params.id) ? await findDocumentById(app.db, request.params.id) : undefined;
      if (!doc) throw AppError.notFound();
      if (doc.userId !== user.id && user.role !== 'Admin') throw AppError.forbidden(messages.common.forbidden);
      const thumb = request.query.size === 'thumb';
      const bytes = await app.storage.get(thumb ? doc.thumbKey : doc.storageKey);
      const name = `${FILE_NAMES[doc.slot] ?? doc.slot}${thumb ? '-thumb' : ''}.jpg`;
      return reply
        .type(doc.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(bytes);
    },
  );
};
