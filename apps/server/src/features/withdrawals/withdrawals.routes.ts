import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminWithdrawalPageSchema,
  approveWithdrawalSchema,
  localPayoutCompleteSchema,
  messageResponseSchema,
  myWithdrawalsSchema,
  rejectWithdrawalSchema,
  withdrawalActionAnswerSchema,
  withdrawalAnswerSchema,
  withdrawalMessages,
  withdrawalQuerySchema,
  withdrawalRequestSchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireApproved } from '../../platform/auth.js';
import { createCipher } from '../../platform/crypto.js';
import { errorResponses } from '../../platform/errors.js';
import { registerWebhook } from '../../platform/webhook.js';
import { idempotencyHeaders, replyOnce } from '../../platform/idempotency.js';
import {
  approveWithdrawal,
  cancelWithdrawal,
  completeLocalPayout,
  handlePayoutWebhook,
  rejectWithdrawal,
  requestWithdrawal,
  withdrawalRequests,
  withdrawalsOf,
} from './withdrawals.service.js';

/** Withdrawals (docs/contract.md §5b): the member's requests and the admin's payouts. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    cipher: createCipher(app.config.APP_SECRET, 'ekyc'),
    minimumPaise: app.config.MIN_WITHDRAWAL_PAISE,
    enabled: app.config.WITHDRAWALS_ENABLED,
    payouts: app.payoutProvider,
    log: app.log,
  };
  const params = z.object({ id: z.uuid({ error: withdrawalMessages.notFound }) });

  app.get(
    '/withdrawal/mine',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'My withdrawals, newest first, with the minimum and whether withdrawals are on',
        response: { 200: myWithdrawalsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => withdrawalsOf(deps, (await currentUser(request)).user.id),
  );

  app.post(
    '/withdrawal/request',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'Ask to withdraw from my wallet to my verified bank account (the amount is held)',
        description:
          '400 below MIN_WITHDRAWAL_PAISE; 403 without an approved e-KYC; 409 above the available balance. With an ' +
          'Idempotency-Key header every copy of the request answers what the first one answered (201 and the same ' +
          'withdrawal, `Idempotent-Replayed: true`); the same key with another amount is a 409.',
        headers: idempotencyHeaders,
        body: withdrawalRequestSchema,
        response: {
          201: withdrawalAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      replyOnce(request, reply, 'withdrawal.request', async (tx, { user }) => ({
        statusCode: 201,
        body: {
          withdrawal: await requestWithdrawal(deps, tx, user, request.body.amount, request.headers['idempotency-key']),
        },
      })),
  );

  app.post(
    '/withdrawal/:id/cancel',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'Cancel my withdrawal while it is requested (the hold is released)',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await cancelWithdrawal(deps, (await currentUser(request)).user.id, request.params.id);
      return { message: withdrawalMessages.cancelled };
    },
  );

  app.get(
    '/withdrawal/requests',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Withdrawal Requests, newest first, by status, keyset-paged (admin)',
        description: "status: one status, 'open' (requested or processing: the screen's default), or none for all.",
        querystring: withdrawalQuerySchema,
        response: { 200: adminWithdrawalPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => withdrawalRequests(deps, request.query),
  );

  app.post(
    '/withdrawal/:id/approve',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Approve a payout: with the UTR of a payment made by hand (paid), or through the payout provider (processing)',
        params,
        body: approveWithdrawalSchema,
        response: { 200: withdrawalActionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      approveWithdrawal(deps, (await currentUser(request)).user.id, request.params.id, request.body.utr),
  );

  app.post(
    '/withdrawal/:id/reject',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a requested withdrawal with the reason (admin; the hold is released)',
        params,
        body: rejectWithdrawalSchema,
        response: { 200: withdrawalActionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: withdrawalMessages.rejected,
      withdrawal: await rejectWithdrawal(
        deps,
        (await currentUser(request)).user.id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/withdrawal/local/complete',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Complete a payout of the local TEST provider: processed or failed (404 with a real provider)',
        body: localPayoutCompleteSchema,
        response: { 200: withdrawalActionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      completeLocalPayout(deps, (await currentUser(request)).user.id, request.body.withdrawalId, request.body.outcome),
  );

  await registerWebhook(
    app,
    {
      url: '/withdrawal/payout-webhook',
      tags: ['wallet'],
      summary: 'Payout provider webhooks: payout.processed, payout.failed, payout.rejected, payout.reversed',
      description:
        'RazorpayX’s (or the local TEST provider’s, in the same form): verified by X-Razorpay-Signature over the raw ' +
        'body; each X-Razorpay-Event-Id is applied once.',
      security: [{ razorpaySignature: [] }],
    },
    (webhook) => handlePayoutWebhook(deps, webhook),
  );
};
