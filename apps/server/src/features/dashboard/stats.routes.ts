import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema, errorBodySchema } from '@sevak/shared';
import { requireAdmin } from '../../platform/auth.js';
import { loadAdminStats } from './stats.service.js';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Dashboard numbers and the last 30 days (admin)',
        response: { 200: adminStatsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return loadAdminStats(app.db);
    },
  );
};
