import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionCheckSchema,
  accountDeletionMessages,
  deleteAccountSchema,
  messageResponseSchema,
  SESSION_COOKIE,
} from '@sevak/shared';
import { currentUser, requireUser } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { PER_ADDRESS_PER_HOUR } from '../../platform/rate-limit.js';
import { accountDeletionCheck, deleteOwnAccount } from './account-deletion.service.js';

/** A member's own account deletion (DPDP Act 2023 §12). */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/delete-account',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Before deleting my account: what is still open, and my wallet balance',
        response: { 200: accountDeletionCheckSchema, ...errorResponses(401) },
      },
    },
    async (request) => accountDeletionCheck(app.db, (await currentUser(request)).user.id),
  );

  app.post(
    '/auth/delete-account',
    {
      onRequest: requireUser,
      // A password check: 10 an hour for the account, and what many people behind one address need.
      preHandler: [
        app.limitByMember('delete-account', 10, 3600),
        app.limitByIp('delete-account', PER_ADDRESS_PER_HOUR, 3600),
      ],
      schema: {
        tags: ['users'],
        summary: 'Delete my account (password required)',
        description:
          'Erases personal data and documents as an admin deletion does; payments and the ledger are kept as ' +
          'the law requires. 409 while a withdrawal or an investment is open; 403 for an admin; 400 for a ' +
          'wrong password. Every session ends.',
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(
        { db: app.db, storage: app.storage },
        (await currentUser(request)).user,
        request.body.password,
      );
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: accountDeletionMessages.deleted };
    },
  );
};
