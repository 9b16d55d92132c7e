import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taxMessages, taxMonthQuerySchema, taxStatementSchema, tdsExemptionSchema } from '@sevak/shared';
import { currentUser, requireAdmin, requireApproved } from '../../platform/auth.js';
import { createCipher } from '../../platform/crypto.js';
import { errorResponses } from '../../platform/errors.js';
import {
  changeTdsExemption,
  form26qCsv,
  gstr8Csv,
  taxStatementCsv,
  taxStatementOf,
  withheldInMonth,
} from './tax-reports.service.js';

/** Tax statements and exports (docs/decisions/041): a provider's own month; the admin's GSTR-8 and 26Q. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The e-KYC cipher: the 26Q export carries the deductees' PANs.
  const cipher = createCipher(app.config.APP_SECRET, 'ekyc');
  const csv = (reply: FastifyReply, fileName: string, body: Buffer) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(body);

  app.get(
    '/work/tax-statement',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'My month (IST) of released jobs and the TCS and TDS taken on each (a provider’s statement)',
        querystring: taxMonthQuerySchema,
        response: { 200: taxStatementSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => taxStatementOf(app.db, (await currentUser(request)).user.id, request.query.month),
  );

  app.get(
    '/work/tax-statement.csv',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['work'],
        summary: 'My month’s tax statement as CSV',
        querystring: taxMonthQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const statement = await taxStatementOf(app.db, (await currentUser(request)).user.id, month);
      return csv(reply, `sevak-tax-statement-${month}.csv`, taxStatementCsv(statement));
    },
  );

  app.get(
    '/admin/tax/withheld',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'What the TCS and TDS ledger accounts received in a month, in rupees (admin)',
        querystring: taxMonthQuerySchema,
        response: { 200: z.object({ tcs: z.number(), tds: z.number() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => withheldInMonth(app.db, request.query.month),
  );

  app.get(
    '/admin/tax/gstr8.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The month’s TCS (CGST s.52) by supplier GSTIN and place of supply, for GSTR-8, as CSV (admin; audited)',
        querystring: taxMonthQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const body = await gstr8Csv(app.db, (await currentUser(request)).user.id, month);
      return csv(reply, `sevak-gstr8-tcs-${month}.csv`, body);
    },
  );

  app.get(
    '/admin/tax/26q.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The month’s TDS (Income-tax s.194-O) per credit with the deductee’s PAN, for 26Q, as CSV (admin; audited)',
        querystring: taxMonthQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.any().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const body = await form26qCsv(app.db, cipher, (await currentUser(request)).user.id, month);
      return csv(reply, `sevak-26q-tds-${month}.csv`, body);
    },
  );

  app.put(
    '/admin/users/:id/tds-exemption',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Grant a provider the Income-tax s.194-O(4) exemption with a reason, or withdraw it (admin; audited)',
        params: z.object({ id: z.uuid() }),
        body: tdsExemptionSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      await changeTdsExemption(
        app.db,
        (await currentUser(request)).user.id,
        request.params.id,
        body.exempt ? body.reason : null,
      );
      return { message: taxMessages.tdsExemptionSaved };
    },
  );
};
