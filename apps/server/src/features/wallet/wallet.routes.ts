import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberWalletAnswerSchema,
  walletAdjustAnswerSchema,
  walletAdjustSchema,
  walletAnswerSchema,
  walletMessages,
  walletStatementQuerySchema,
  walletTransactionPageSchema,
  walletTransactionsQuerySchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireApproved } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { idempotencyHeaders, replyOnce } from '../../platform/idempotency.js';
import { buildStatement, statementCsv, statementPdf } from './statement.js';
import { adjustWallet, memberWallet, transactionsOf, walletOfMember } from './wallet.service.js';

/** The member's wallet (docs/contract.md §5b): every read is of the signed-in member's own wallet. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'My wallet: balance, held (pending withdrawals) and available, in rupees',
        response: { 200: walletAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ wallet: await walletOfMember(app.db, (await currentUser(request)).user.id) }),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'My wallet’s history, newest first, keyset-paged',
        description: 'from/to: days in India (yyyy-MM-dd, inclusive); kind; cursor (from nextCursor); limit 1–100.',
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => transactionsOf(app.db, (await currentUser(request)).user.id, request.query),
  );

  app.get(
    '/wallet/statement',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary:
          'My statement as PDF or CSV: opening balance, every entry with running balance, closing balance, financial-year totals',
        description:
          'from/to: days in India (yyyy-MM-dd, inclusive; default the financial year so far); format pdf|csv.',
        querystring: walletStatementQuerySchema,
        produces: ['application/pdf', 'text/csv'],
        response: { 200: z.any().describe('the statement file'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(request);
      const statement = await buildStatement(app.db, user, request.query);
      const csv = request.query.format === 'csv';
      const body = csv ? statementCsv(statement) : await statementPdf(statement);
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="sevak-statement-${statement.from}-to-${statement.to}.${csv ? 'csv' : 'pdf'}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.post(
    '/wallet/adjust',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Credit (+) or debit (−) a member’s wallet with a reason (admin; audited)',
        description:
          'A debit never takes the available balance below 0 (409). With an Idempotency-Key header every copy of the ' +
          'request answers what the first one answered and moves nothing (`Idempotent-Replayed: true`); the same key ' +
          'with another body is a 409.',
        headers: idempotencyHeaders,
        body: walletAdjustSchema,
        response: { 200: walletAdjustAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      replyOnce(request, reply, 'wallet.adjust', async (tx, { user }) => ({
        statusCode: 200,
        body: {
          message: walletMessages.adjusted,
          wallet: await adjustWallet(tx, user.id, request.body, request.headers['idempotency-key']),
        },
      })),
  );

  app.get(
    '/wallet/user/:userId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'A member’s wallet and latest 10 transactions (admin, User Details)',
        params: z.object({ userId: z.uuid() }),
        response: { 200: memberWalletAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => memberWallet(app.db, request.params.userId),
  );
};
