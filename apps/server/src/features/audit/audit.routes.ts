import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema, documentAccessQuerySchema } from '@sevak/shared';
import { currentUser, requireAdmin } from '../../platform/auth.js';
import { documentAccessCsv, listAudit } from './audit.service.js';
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

  app.get(
    '/admin/audit/document-access.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The access log of identity documents, as CSV (admin)',
        description:
          "Who opened which member's identity images and full Aadhaar number, when: days in India from–to " +
          '(yyyy-MM-dd, inclusive, at most 366), oldest first. For a breach report (DPDP Rules 2025: 72 hours). ' +
          'The download is itself audited.',
        querystring: documentAccessQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query as { from: string; to: string };
      const csv = await documentAccessCsv(app.db, (await currentUser(request)).user.id, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="sevak-document-access-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );
};
