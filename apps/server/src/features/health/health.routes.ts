import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations, pingDatabase } from '../../platform/db.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['disk', 's3']),
  /** What is not ready: the database unreachable, migrations not applied, storage unreachable. */
  failing: z.array(z.enum(['database', 'migrations', 'storage'])),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const database = app.database.kind;
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database });
      }
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness, for a load balancer: database reachable, migrations applied, storage reachable',
        description:
          'An instance answers 200 only when it can serve every request: a load balancer sends traffic to it then, ' +
          'and stops on 503. GET /api/health stays the liveness check.',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const failing: ('database' | 'migrations' | 'storage')[] = [];
      const [database, storage] = await Promise.allSettled([
        pendingMigrations(app.db).then((pending) => {
          if (pending > 0) failing.push('migrations');
        }),
        app.storage.check(),
      ]);
      if (database.status === 'rejected') {
        request.log.error({ err: database.reason }, 'readiness: database unreachable');
        failing.push('database');
      }
      if (storage.status === 'rejected') {
        request.log.error({ err: storage.reason }, 'readiness: storage unreachable');
        failing.push('storage');
      }
      const body = { database: app.database.kind, storage: app.storage.kind, failing };
      if (failing.length > 0) return reply.code(503).send({ status: 'unavailable' as const, ...body });
      return { status: 'ready' as const, ...body };
    },
  );
};
