import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignPlanSchema,
  closeInvestmentSchema,
  investmentMessages,
  investorPageSchema,
  investorQuerySchema,
  messageResponseSchema,
  myInvestmentsSchema,
  PLAN_KINDS,
  planAnswerSchema,
  planInputSchema,
  planListSchema,
  successAnswerSchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireApproved } from '../../platform/auth.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { idempotencyHeaders, replyOnce } from '../../platform/idempotency.js';
import { creditInvestmentPayoutsJob } from './investments.jobs.js';
import {
  assignPlan,
  closeInvestment,
  createPlan,
  editPlan,
  investmentsOf,
  listInvestors,
  listPlans,
  removePlan,
} from './investments.service.js';

/** Investment plans (docs/contract.md §5b): every route answers 404 while INVESTMENTS_ENABLED is off (§12). */
export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!app.config.INVESTMENTS_ENABLED) {
      throw new AppError('INVESTMENTS_DISABLED', investmentMessages.disabledTitle);
    }
  });
  const params = z.object({ id: z.uuid() });

  for (const kind of PLAN_KINDS) {
    app.get(
      `/invest/plans/${kind}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: `The ${kind === 'yearly' ? 'fixed deposit' : 'monthly income'} plans, by amount (admin)`,
          response: { 200: planListSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async () => ({ plans: await listPlans(app.db, kind) }),
    );
    const investors = kind === 'yearly' ? 'getyearlyInvestors' : 'getmonthlyInvestors';
    app.get(
      `/invest/${investors}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: `${kind === 'yearly' ? 'Fixed Deposit' : 'Monthly Income'} Investors, newest first, keyset-paged (admin)`,
          querystring: investorQuerySchema,
          response: { 200: investorPageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listInvestors(app.db, kind, request.query),
    );
  }

  app.post(
    '/invest/plans',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a plan (admin)',
        body: planInputSchema,
        response: { 201: planAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ plan: await createPlan(app.db, (await currentUser(request)).user.id, request.body) }),
  );

  app.put(
    '/invest/plans/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Change a plan for future assignments, or (de)activate it (admin)',
        params,
        body: planInputSchema,
        response: { 200: planAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      plan: await editPlan(app.db, (await currentUser(request)).user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/invest/plans/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete an unused plan; a plan in use is deactivated instead (admin)',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: await removePlan(app.db, (await currentUser(request)).user.id, request.params.id),
    }),
  );

  app.post(
    '/invest/assign-plan',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Assign a plan to an approved member by phone (admin; audited)',
        description:
          'startDate (yyyy-MM-dd, India; default today, earlier to record an existing investment: the installments ' +
          'already due are credited by the payout run queued right after); reference: the payment received outside the ' +
          'product — one investment per member, plan and reference (409 INVESTMENT_REFERENCE_TAKEN). With an ' +
          'Idempotency-Key header every copy of the request answers what the first one answered and assigns nothing more.',
        headers: idempotencyHeaders,
        body: assignPlanSchema,
        response: { 200: successAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await replyOnce(request, reply, 'invest.assign-plan', async (tx, { user }) => {
        await assignPlan(tx, user.id, request.body);
        return { statusCode: 200, body: { success: true as const, message: investmentMessages.assigned } };
      });
      void app.jobs
        .send(creditInvestmentPayoutsJob.name)
        .catch((err: unknown) => request.log.warn({ err }, 'investments: payouts are credited by the hourly run'));
      return answer;
    },
  );

  app.post(
    '/invest/:id/close',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Close an active investment early with a reason: no more installments (admin; audited)',
        params,
        body: closeInvestmentSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await closeInvestment(app.db, (await currentUser(request)).user.id, request.params.id, request.body.reason);
      return { message: investmentMessages.closed };
    },
  );

  app.get(
    '/invest/mine',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'My plans: amount, installments paid of total, next payout',
        response: { 200: myInvestmentsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ investments: await investmentsOf(app.db, (await currentUser(request)).user.id) }),
  );
};
