import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daySchema, errorBodySchema, messages, paiseToRupees } from '@sevak/shared';
import { payments, users } from '../../db/schema/index.js';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { reportPeriod } from './period.js';
import { renderPaymentReport, renderReceipt } from './pdf.js';

const periodQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).default(() => new Date().getFullYear()),
  month: z.union([z.string().max(20), z.number()]).optional(),
  startDate: daySchema.optional().or(z.literal('')),
  endDate: daySchema.optional().or(z.literal('')),
});

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Captured registration payments of a period with their members, oldest first. */
  async function capturedIn(input: z.infer<typeof periodQuery>) {
    const period = reportPeriod({ ...input, startDate: input.startDate || undefined, endDate: input.endDate || undefined });
    const rows = await app.db
      .select({ payment: payments, name: users.name, phone: users.phone })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(and(eq(payments.status, 'captured'), gte(payments.capturedAt, period.from), lt(payments.capturedAt, period.to)))
      .orderBy(asc(payments.capturedAt));
    return { period, rows };
  }

  app.get(
    '/auth/paidusers',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'Members with captured payments in a period (admin)',
        querystring: periodQuery,
        response: {
          200: z.object({
            users: z.array(
              z.object({
                _id: z.string(),
                name: z.string(),
                phone: z.string(),
                paymentHistory: z.array(z.object({ paymentId: z.string(), amount: z.number(), currency: z.string(), status: z.string(), createdAt: z.string() })),
              }),
            ),
          }),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { rows } = await capturedIn(request.query);
      const byUser = new Map<string, { _id: string; name: string; phone: string; paymentHistory: { paymentId: string; amount: number; currency: string; status: string; createdAt: string }[] }>();
      for (const { payment, name, phone } of rows) {
        const key = payment.userId ?? `deleted-${payment.id}`;
        const entry = byUser.get(key) ?? { _id: key, name: name ?? 'Deleted member', phone: phone ?? '', paymentHistory: [] };
        entry.paymentHistory.push({
          paymentId: payment.providerPaymentId ?? '',
          amount: paiseToRupees(payment.amountPaise),
          currency: payment.currency,
          status: payment.status,
          createdAt: (payment.capturedAt ?? payment.createdAt).toISOString(),
        });
        byUser.set(key, entry);
      }
      return { users: [...byUser.values()] };
    },
  );

  app.post(
    '/payment/reports',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'PDF of every captured payment in a period, with count and total (admin)',
        body: periodQuery,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { period, rows } = await capturedIn(request.body);
      const name = `Payment_Report_${request.body.year}_${period.label}.pdf`;
      const pdf = await renderPaymentReport(
        'Sevak payment report',
        `${period.label === 'All' ? `Year ${request.body.year}` : `${period.label} ${request.body.year}`} · Asia/Kolkata`,
        rows.map(({ payment, name: member, phone }) => ({
          paidAt: payment.capturedAt!,
          name: member ?? 'Deleted member',
          phone: phone ?? '',
          paymentId: payment.providerPaymentId ?? '',
          amountPaise: payment.amountPaise,
        })),
      );
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store').send(pdf);
    },
  );

  app.get(
    '/payment/receipt/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'PDF receipt of a captured payment: its owner and admins only',
        params: z.object({ id: z.uuid() }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(request);
      const [row] = await app.db
        .select({ payment: payments, name: users.name, phone: users.phone })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, request.params.id))
        .limit(1);
      if (!row || row.payment.status !== 'captured') throw AppError.notFound();
      if (row.payment.userId !== user.id && user.role !== 'Admin') throw AppError.forbidden(messages.common.forbidden);
      const pdf = await renderReceipt({
        receipt: row.payment.receipt,
        name: row.name ?? 'Deleted member',
        phone: row.phone ?? '',
        amountPaise: row.payment.amountPaise,
        paidAt: row.payment.capturedAt!,
        paymentId: row.payment.providerPaymentId ?? '',
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Receipt_${row.payment.receipt}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
