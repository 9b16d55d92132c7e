import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamAnswerSchema, teamQuerySchema } from '@sevak/shared';
import { currentUser, requireApproved } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { teamOf } from './team.service.js';

/** The member's referral team (docs/contract.md §5b). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    origin: app.config.publicOrigins[0]!,
    referralRewardPaise: app.config.REFERRAL_REWARD_PAISE,
  };
  app.get(
    '/team',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'My referral code and link, who referred me, and the members I referred with their rewards',
        querystring: teamQuerySchema,
        response: { 200: teamAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => teamOf(deps, (await currentUser(request)).user, request.query),
  );
};
