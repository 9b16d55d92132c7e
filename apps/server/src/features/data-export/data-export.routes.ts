import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportMessages, dataExportResponseSchema, dataExportStartedSchema } from '@sevak/shared';
import { currentUser, requireUser } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { latestDataExport, readDataExportFile, startDataExport } from './data-export.service.js';

/**
 * "My data" (DPDP Act 2023 §11): any signed-in member, approved or not, asks for a ZIP
 * of everything Sevak holds about them and downloads it for 24 hours. The routes have no member
 * id: each only ever reaches the caller's own exports.
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/data-export',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Ask for a ZIP of everything Sevak holds about me',
        description:
          'Queues the job that builds it (GET shows its progress; a notification says when it is ready). ' +
          '409 while one is queued or running; 429 (Retry-After) past 3 requests in 24 hours.',
        response: { 202: dataExportStartedSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = (await currentUser(request)).user;
      const started = await startDataExport({ db: app.db, jobs: app.jobs }, user.id);
      return reply.code(202).send({ message: dataExportMessages.requested, export: started });
    },
  );

  app.get(
    '/me/data-export',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'My latest data export: status, progress and until when it can be downloaded',
        response: { 200: dataExportResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = (await currentUser(request)).user;
      // Polled while the job runs: never a cached answer.
      return { export: await latestDataExport(app.db, user.id) };
    },
  );

  app.get(
    '/me/data-export/:id/download',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Download my data (a ZIP: sevak-my-data.json and my document images)',
        description:
          'Only to the member who asked (anyone else: 404). 409 before it is ready; 410 once its 24 hours ' +
          'are over. An attachment, never cached.',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.any().describe('application/zip bytes'), ...errorResponses(401, 403, 404, 409, 410) },
      },
    },
    async (request, reply) => {
      const user = (await currentUser(request)).user;
      const file = await readDataExportFile({ db: app.db, storage: app.storage }, user.id, request.params.id);
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
};
