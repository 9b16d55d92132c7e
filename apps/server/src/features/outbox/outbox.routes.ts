import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin } from '../../platform/auth.js';
import { readDevMailbox } from './outbox.service.js';
import { errorResponses } from '../../platform/errors.js';

/**
 * The development mailbox, for admins (docs/contract.md §2): only MAIL_PROVIDER=local (the embedded
 * default without SMTP_URL, or chosen by name) keeps mail bodies; a deployment that sends mail
 * keeps none, and this answers 404 there.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, enabled: app.config.MAIL_PROVIDER === 'local' };

  app.get(
    '/admin/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The development mailbox: the latest emails, newest first (optionally to one address)',
        description:
          'Only with MAIL_PROVIDER=local (the embedded default without SMTP_URL) is there one: 404 when mail is sent through SMTP. Every read is audited.',
        querystring: z.object({
          to: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({
            mails: z.array(
              z.object({
                _id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.string(),
                sentAt: z.string().nullable(),
                error: z.string().nullable(),
              }),
            ),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const rows = await readDevMailbox(deps, (await currentUser(request)).user.id, request.query);
      return {
        mails: rows.map((r) => ({
          _id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text ?? '',
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          error: r.error,
        })),
      };
    },
  );
};
