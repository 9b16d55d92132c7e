import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daySchema, paidUserListSchema } from '@sevak/shared';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth.js';
import { listPaidUsers, renderPeriodReport, renderReceiptFor } from './reports.service.js';
import { errorResponses } from '../../platform/errors.js';

const periodQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(2100)
    .default(() => new Date().getFullYear()),
  month: z.union([z.string().max(20), z.number()]).optional(),
  startDate: daySchema.optional().or(z.literal('')),
  endDate: daySchema.optional().or(z.literal('')),
});

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/paidusers',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'Members with captured payments in a period (admin)',
        querystring: periodQuery,
        response: {
          200: paidUserListSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ users: await listPaidUsers(app.db, request.query) }),
  );

  app.post(
    '/payment/reports',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'PDF of every captured payment in a period, with count and total (admin)',
        body: periodQuery,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await renderPeriodReport(app.db, request.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/payment/receipt/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'PDF receipt of a captured payment: its owner and admins only',
        params: z.object({ id: z.uuid() }),
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('application/pdf'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await renderReceiptFor(app.db, (await currentUser(request)).user, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
