import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@sevak/shared';
import { requireAdmin } from '../../platform/auth.js';
import { listAudit } from './audit.service.js';
import { errorResponses } from '../../platform/errors.js';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log: who changed what, when (admin)',
        description:
          'Filters: action, actor (name, email or phone), targetId, from/to (days in India, inclusive); keyset paging.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
