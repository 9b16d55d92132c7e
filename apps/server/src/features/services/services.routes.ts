import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  providerDetailSchema,
  providerReviewListSchema,
  providerReviewsQuerySchema,
  serviceSearchQuerySchema,
  serviceSearchSchema,
} from '@sevak/shared';
import { getAuth } from '../../platform/auth.js';
import { providerDetail, providerReviews, searchProviders } from './services.service.js';
import { errorResponses } from '../../platform/errors.js';

/**
 * Public service search, provider pages and their reviews: visitors can look before they register,
 * as on every marketplace (docs/contract.md §12 departs from the spec's sign-in guard on /serviceDetail).
 * Never contacts, documents or address lines; a review shows its writer's first name only.
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schema: {
        tags: ['services'],
        summary: "A provider's reviews, newest first (the reviewer's first name only)",
        params,
        querystring: providerReviewsQuerySchema,
        response: { 200: providerReviewListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => providerReviews(app.db, request.params.id, request.query),
  );
};
