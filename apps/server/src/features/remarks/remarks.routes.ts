import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, messages, newRemarkSchema, remarkListSchema, remarkStatusSchema } from '@sevak/shared';
import { currentUser, requireAdmin } from '../../platform/auth.js';
import { addRemark, deleteRemark, listRemarks, setRemarkStatus } from './remarks.service.js';
import { errorResponses } from '../../platform/errors.js';

export const remarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/remark/user/:userId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A member's remark checklist (admin)",
        params: z.object({ userId: z.uuid() }),
        response: { 200: remarkListSchema, ...errors },
      },
    },
    async (request) => ({ remarks: await listRemarks(app.db, request.params.userId) }),
  );

  app.post(
    '/remark/create',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a remark to a member’s checklist (admin); answers the whole list',
        body: newRemarkSchema,
        response: { 200: remarkListSchema, ...errors },
      },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      return { remarks: await addRemark(app.db, actor.id, request.body) };
    },
  );

  app.put(
    '/remark/update-status/:remarkId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Tick or untick a remark (admin)',
        params: z.object({ remarkId: z.uuid() }),
        body: remarkStatusSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      await setRemarkStatus(app.db, actor.id, request.params.remarkId, request.body);
      return { message: messages.remarks.statusUpdated };
    },
  );

  app.delete(
    '/remark/delete/:remarkId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a remark (admin)',
        params: z.object({ remarkId: z.uuid() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      await deleteRemark(app.db, actor.id, request.params.remarkId);
      return { message: messages.remarks.deleted };
    },
  );
};
