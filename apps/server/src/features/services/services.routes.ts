import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  providerDetailSchema,
  providerReviewListSchema,
  providerReviewsQuerySchema,
  serviceSearchQuerySchema,
  serviceSearchSchema,
} from '@sevak/shared';
import { getAuth, requireUser } from '../../platform/auth.js';
import { providerDetail, providerReviews, searchProviders } from './services.service.js';
import { errorResponses } from '../../platform/errors.js';

/**
 * Public service search and provider cards: visitors can look before they register (issue 7 §2),
 * and the request form shows whom they ask. Reviews are for signed-in members, approved or not,
 * like the provider page (spec §2: /serviceDetail is behind sign-in, not approval).
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404);
  // A malformed id names no provider: 404, like an unknown one.
  const params = z.object({ id: z.string().max(100) });

  app.get(
    '/services/search',
    {
      schema: {
        tags: ['services'],
        summary: 'Search verified providers by text, category and place',
        description:
          'q (words, prefixes count), category, place (pincode, city, district or state; old and new names), sort relevance|rating|newest, keyset paging (cursor, limit ≤ 50). Signed in without a place: the seeker’s own area first. Nobody found: one more try with typos corrected (correctedTo).',
        querystring: serviceSearchQuerySchema,
        response: { 200: serviceSearchSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchProviders(app.db, request.query, (await getAuth(request))?.user.address),
  );

  app.get(
    '/services/provider/:id',
    {
      schema: {
        tags: ['services'],
        summary: "A listed provider's card and business description (no contacts, documents or address lines)",
        params,
        response: { 200: providerDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => providerDetail(app.db, request.params.id),
  );

  app.get(
    '/services/provider/:id/reviews',
    {
      onRequest: requireUser,
      schema: {
        tags: ['services'],
        summary: "A provider's reviews, newest first (signed-in members)",
        params,
        querystring: providerReviewsQuerySchema,
        response: { 200: providerReviewListSchema, ...errors },
      },
    },
    async (request) => providerReviews(app.db, request.params.id, request.query),
  );
};
