import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.js';
import { readDocumentFile } from './documents.service.js';
import { errorResponses } from '../../platform/errors.js';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['documents'],
        summary: 'An identity image: to its owner and to admins only',
        description:
          'Identity documents are never public (docs/contract.md §9): visitors get 401, other members 403. ' +
          '`?size=thumb` gives the 320 px version for lists. Never cached by the browser or proxies.',
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
        response: {
          200: z.any().describe('image/jpeg bytes'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await readDocumentFile(
        { db: app.db, storage: app.storage },
        (await currentUser(request)).user,
        request.params.id,
        request.query.size,
      );
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
};
