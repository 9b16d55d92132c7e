import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListSchema, adminMessages, messageResponseSchema, promoteAdminSchema } from '@sevak/shared';
import { currentUser, requireAdmin } from '../../platform/auth.js';
import { demoteAdmin, listAdmins, promoteToAdmin } from './admins.service.js';
import { errorResponses } from '../../platform/errors.js';

/** Manage Admin (/admin/manageAdmin): list admins, make a member an admin, remove admin rights. */
export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/admin/admins',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Every admin (admin)', response: { 200: adminListSchema, ...errors } },
    },
    async () => ({ admins: await listAdmins(app.db) }),
  );

  app.post(
    '/admin/admins',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Make a member an admin, by email or phone (admin); their sessions end',
        body: promoteAdminSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const member = await promoteToAdmin(app.db, (await currentUser(request)).user.id, request.body.emailOrPhone);
      return { message: adminMessages.promoted(member.name) };
    },
  );

  app.delete(
    '/admin/admins/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove admin rights (admin; never your own, never the last admin); their sessions end',
        params: z.object({ id: z.uuid() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const target = await demoteAdmin(app.db, (await currentUser(request)).user.id, request.params.id);
      return { message: adminMessages.demoted(target.name) };
    },
  );
};
