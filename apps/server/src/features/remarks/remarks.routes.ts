import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, messageResponseSchema, messages } from '@sevak/shared';
import { remarks } from '../../db/schema/index.js';
import { currentUser, requireAdmin } from '../../platform/auth.js';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/audit.repo.js';
import { findUserById } from '../users/users.repo.js';

/** The spec's remark shape: the completion state as a list of {userId, is_completed}. */
const remarkSchema = z.object({
  _id: z.string(),
  remark: z.string(),
  userStatus: z.array(z.object({ userId: z.string(), is_completed: z.boolean() })),
  createdAt: z.string(),
});
const remarkListSchema = z.object({ remarks: z.array(remarkSchema) });

async function remarksOf(db: DbOrTx, userId: string) {
  const rows = await db.select().from(remarks).where(eq(remarks.userId, userId)).orderBy(asc(remarks.createdAt), asc(remarks.id));
  return rows.map((r) => ({
    _id: r.id,
    remark: r.remark,
    userStatus: [{ userId: r.userId, is_completed: r.isCompleted }],
    createdAt: r.createdAt.toISOString(),
  }));
}

export const remarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  app.get(
    '/remark/user/:userId',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: "A member's remark checklist (admin)", params: z.object({ userId: z.uuid() }), response: { 200: remarkListSchema, ...errors } },
    },
    async (request) => ({ remarks: await remarksOf(app.db, request.params.userId) }),
  );

  app.post(
    '/remark/create',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a remark to a member’s checklist (admin); answers the whole list',
        body: z.object({ userId: z.uuid(), remark: z.string().trim().min(1, messages.remarks.required).max(1000) }),
        response: { 200: remarkListSchema, ...errors },
      },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      if (!(await findUserById(app.db, request.body.userId))) throw AppError.notFound(messages.admin.userNotFound);
      await app.db.transaction(async (tx) => {
        const [row] = await tx.insert(remarks).values({ userId: request.body.userId, remark: request.body.remark, createdBy: actor.id }).returning();
        await recordAudit(tx, { actorId: actor.id, action: 'create_remark', targetType: 'remark', targetId: row!.id, after: { userId: row!.userId } });
      });
      return { remarks: await remarksOf(app.db, request.body.userId) };
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
        body: z.object({ is_completed: z.boolean(), userId: z.uuid() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(remarks)
          .set({ isCompleted: request.body.is_completed })
          .where(and(eq(remarks.id, request.params.remarkId), eq(remarks.userId, request.body.userId)))
          .returning({ id: remarks.id });
        if (!row) throw AppError.notFound(messages.remarks.notFound);
        await recordAudit(tx, { actorId: actor.id, action: 'update_remark_status', targetType: 'remark', targetId: row.id, after: { is_completed: request.body.is_completed } });
      });
      return { message: messages.remarks.statusUpdated };
    },
  );

  app.delete(
    '/remark/delete/:remarkId',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Delete a remark (admin)', params: z.object({ remarkId: z.uuid() }), response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(remarks).where(eq(remarks.id, request.params.remarkId)).returning({ id: remarks.id, userId: remarks.userId });
        if (!row) throw AppError.notFound(messages.remarks.notFound);
        await recordAudit(tx, { actorId: actor.id, action: 'delete_remark', targetType: 'remark', targetId: row.id, before: { userId: row.userId } });
      });
      return { message: messages.remarks.deleted };
    },
  );
};
