import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoryListSchema,
  adminMessages,
  categoryAnswerSchema,
  categoryListSchema,
  categoryNameSchema,
  categoryTaxSchema,
  deleteCategorySchema,
  messageResponseSchema,
  type CategoryList,
} from '@sevak/shared';
import { currentUser, requireAdmin } from '../../platform/auth.js';
import {
  createCategory,
  deleteCategory,
  listCategoriesWithUsage,
  renameCategory,
  setTaxOfCategory,
} from './category-admin.service.js';
import type { CachedCategories } from './categories.service.js';
import { errorResponses } from '../../platform/errors.js';

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

  const deps = { db: app.db, cache: app.categoryCache };
  const errors = errorResponses(400, 401, 403, 404, 409);
  const answer = (message: string, row: { id: string; name: string; hindiName: string | null }) => ({
    message,
    category: { _id: row.id, categoryName: row.name, hindiName: row.hindiName },
  });

  app.get(
    '/admin/categories',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every category with how many members offer it (admin)',
        response: { 200: adminCategoryListSchema, ...errors },
      },
    },
    async () => ({ categories: await listCategoriesWithUsage(app.db) }),
  );

  app.post(
    '/category/create',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a category (admin; names unique ignoring case)',
        body: categoryNameSchema,
        response: { 201: categoryAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createCategory(deps, (await currentUser(request)).user.id, request.body.categoryName);
      return reply.code(201).send(answer(adminMessages.categoryCreated, row));
    },
  );

  app.put(
    '/category/update/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Rename a category (admin); members offering it keep it under the new name',
        params: z.object({ id: z.uuid() }),
        body: categoryNameSchema,
        response: { 200: categoryAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await renameCategory(
        deps,
        (await currentUser(request)).user.id,
        request.params.id,
        request.body.categoryName,
      );
      return answer(adminMessages.categoryRenamed, row);
    },
  );

  app.put(
    '/admin/categories/:id/tax',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'A category’s SAC code, GST rate and whether Sevak pays its GST under CGST s.9(5) (admin; audited)',
        params: z.object({ id: z.uuid() }),
        body: categoryTaxSchema,
        response: { 200: z.object({ message: z.string(), tax: categoryTaxSchema }), ...errors },
      },
    },
    async (request) => {
      const row = await setTaxOfCategory(app.db, (await currentUser(request)).user.id, request.params.id, request.body);
      const { sacCode, gstRatePercent, operatorPaysTax } = row;
      return { message: adminMessages.categoryTaxSaved, tax: { sacCode, gstRatePercent, operatorPaysTax } };
    },
  );

  app.delete(
    '/category/delete/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a category (admin)',
        description: 'A category members offer needs replacementId (they move to it); without it → 409.',
        params: z.object({ id: z.uuid() }),
        body: deleteCategorySchema.nullish(),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteCategory(deps, (await currentUser(request)).user.id, request.params.id, request.body?.replacementId);
      return { message: adminMessages.categoryDeleted };
    },
  );
};
