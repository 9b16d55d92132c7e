import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, errorBodySchema } from '@sevak/shared';
import type { z } from 'zod';
import { auditLog, users } from '../../db/schema/index.js';
import { requireAdmin } from '../../platform/auth.js';
import type { DbOrTx } from '../../platform/db.js';
import { decodeCursor, containsPattern, encodeCursor, indianDayRange } from '../../platform/keyset.js';

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/** The audit trail, newest first, filtered and keyset-paged on (at, id). */
export async function listAudit(db: DbOrTx, q: z.output<typeof auditQuerySchema>) {
  const conditions: (SQL | undefined)[] = [...indianDayRange(auditLog.at, q.from, q.to)];
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.targetId) conditions.push(eq(auditLog.targetId, q.targetId));
  if (q.actor) {
    const like = containsPattern(q.actor);
    conditions.push(or(ilike(actor.name, like), ilike(actor.email, like), ilike(actor.phone, like)));
  }
  const cursor = decodeCursor(q.cursor, 'timestamptz');
  if (cursor) conditions.push(sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.k}::timestamptz, ${cursor.id})`);
  const rows = await db
    .select({
      entry: auditLog,
      atText: sql<string>`${auditLog.at}::text`,
      actorName: actor.name,
      targetName: target.name,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, and(eq(auditLog.targetType, 'user'), eq(sql`${target.id}::text`, auditLog.targetId)))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ entry, actorName, targetName }) => ({
      _id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorId && actorName !== null ? { _id: entry.actorId, name: actorName } : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetName,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ k: last.atText, id: last.entry.id }) : null,
  };
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log: who changed what, when (admin)',
        description: 'Filters: action, actor (name, email or phone), targetId, from/to (days in India, inclusive); keyset paging.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
