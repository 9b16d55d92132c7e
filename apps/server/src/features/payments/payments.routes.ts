import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentListSchema,
  checkoutResultSchema,
  localCheckoutAnswerSchema,
  messages,
  paiseToRupees,
  paymentHistorySchema,
  paymentOrderSchema,
  paymentVerifiedSchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth.js';
import {
  completeLocalCheckout,
  confirmPayment,
  createRegistrationOrder,
  handlePaymentWebhook,
  listMemberPayments,
  listMyPayments,
  toPaymentView,
} from './payments.service.js';
import { errorResponses } from '../../platform/errors.js';
import { registerWebhook } from '../../platform/webhook.js';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    provider: app.paymentProvider,
    feePaise: app.config.REGISTRATION_FEE_PAISE,
    referralRewardPaise: app.config.REFERRAL_REWARD_PAISE,
    bookings: app.bookingCaptureHook,
    taxation: { taxes: app.config.taxes, operator: app.config.operator },
    log: app.log,
  };

  app.post(
    '/payment/order',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Start paying the one-time registration fee: a provider order for ₹121',
        description:
          'Open to members awaiting approval. The amount is the server’s. The member’s open order is answered again (200) while ' +
          'there is one, so parallel calls pay one order; otherwise a new one (201). 409 once the fee is paid.',
        response: {
          200: paymentOrderSchema,
          201: paymentOrderSchema,
          ...errorResponses(401, 409),
        },
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(request);
      const { payment, created } = await createRegistrationOrder(deps, user);
      return reply.code(created ? 201 : 200).send({
        provider: deps.provider.name,
        keyId: deps.provider.keyId,
        orderId: payment.providerOrderId,
        receipt: payment.receipt,
        amount: paiseToRupees(payment.amountPaise),
        currency: payment.currency,
        prefill: { name: user.name, email: user.email, contact: user.phone },
      });
    },
  );

  app.post(
    '/payment/verify',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Confirm a checkout: the provider’s signature of order|payment is checked',
        body: checkoutResultSchema,
        response: { 200: paymentVerifiedSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      const payment = await confirmPayment(deps, user, request.body);
      const message = payment.status === 'duplicate' ? messages.payments.duplicate : messages.payments.captured;
      return { success: true as const, message, payment: toPaymentView(payment) };
    },
  );

  app.post(
    '/payment/local/complete',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Local test provider only: the payer chooses success or failure',
        description:
          'Records the payment as Razorpay’s webhook would and signs the callback as its checkout would. 404 when Razorpay is configured.',
        body: z.object({ orderId: z.string().min(1).max(64), outcome: z.enum(['success', 'failure']) }),
        response: {
          200: localCheckoutAnswerSchema,
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      const result = await completeLocalCheckout(deps, user, request.body);
      return {
        success: result.callback !== null,
        callback: result.callback,
        ...(result.description ? { message: result.description } : {}),
      };
    },
  );

  app.get(
    '/payment/history',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Your payments, newest first',
        response: { 200: paymentHistorySchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ payments: await listMyPayments(app.db, (await currentUser(request)).user.id) }),
  );

  app.get(
    '/payment/user/:userId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'A member’s payments, newest first, with duplicate captures and their refunds (admin)',
        params: z.object({ userId: z.string().max(100) }),
        response: { 200: adminPaymentListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ payments: await listMemberPayments(app.db, request.params.userId) }),
  );

  await registerWebhook(
    app,
    {
      url: '/payment/webhook',
      tags: ['payments'],
      summary: 'Provider webhooks: payment.captured, payment.failed, order.paid, refund.processed, refund.failed',
      description:
        'Razorpay’s (or the local TEST provider’s, in the same form): verified by X-Razorpay-Signature over the raw ' +
        'body; each X-Razorpay-Event-Id is applied once.',
      security: [{ razorpaySignature: [] }],
    },
    (webhook) => handlePaymentWebhook(deps, webhook),
  );
};
