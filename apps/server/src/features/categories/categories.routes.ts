import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryListSchema, type CategoryList } from '@sevak/shared';
import type { CachedCategories } from './categories.service.js';

/** Sends the cached bytes: 304 when the client has them, else brotli, gzip or plain. */
function sendCategories(request: FastifyRequest, reply: FastifyReply, cached: CachedCategories) {
  void reply
    .header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
    .header('etag', cached.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send(null);
  const accepted = request.headers['accept-encoding'] ?? '';
  let body = cached.body;
  if (accepted.includes('br')) {
    body = cached.brotli;
    void reply.header('content-encoding', 'br');
  } else if (accepted.includes('gzip')) {
    body = cached.gzip;
    void reply.header('content-encoding', 'gzip');
  }
  // Already-serialized bytes: no per-request JSON work.
  return reply.type('application/json; charset=utf-8').send(body as unknown as CategoryList);
}

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/getAllCategory',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every service category, sorted by name',
        description: 'Public and cacheable (Cache-Control, ETag with 304, brotli/gzip).',
        response: { 200: categoryListSchema, 304: z.null().describe('Not modified') },
      },
    },
    (request, reply) => {
      // Synchronous while the cache is fresh: no promise on the hot path.
      const cached = app.categoryCache.peek();
      if (cached) {
        sendCategories(request, reply, cached);
        return;
      }
      return app.categoryCache.load().then((loaded) => {
        sendCategories(request, reply, loaded);
      });
    },
  );
};
