import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@sevak/shared';
import { requireAdmin } from '../../platform/auth.js';
import { loadAdminStats } from './stats.service.js';
import { errorResponses } from '../../platform/errors.js';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Dashboard numbers and the last 30 days (admin)',
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return loadAdminStats(app.db);
    },
  );
};
