import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@sevak/shared';
import { outbox } from '../../db/schema/index.js';
import { requireAdmin } from '../../platform/auth.js';

/** The mail outbox, for admins (DESIGN §2: without SMTP this is where email goes). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The latest emails, newest first (optionally to one address)',
        querystring: z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: {
          200: z.object({
            mails: z.array(
              z.object({ _id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string(), sentAt: z.string().nullable(), error: z.string().nullable() }),
            ),
          }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(outbox)
        .where(request.query.to ? eq(outbox.to, request.query.to) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(request.query.limit);
      return {
        mails: rows.map((r) => ({
          _id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          error: r.error,
        })),
      };
    },
  );
};
