import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, serviceSearchQuerySchema, serviceSearchSchema } from '@sevak/shared';
import { searchProviders } from './search.js';

/** Public service search: visitors can look before they register (issue 7 §2). */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/search',
    {
      schema: {
        tags: ['services'],
        summary: 'Search verified providers by text, category and place',
        description: 'q (words, prefixes count), category, place (pincode, city or state), sort relevance|rating|newest, keyset paging (cursor, limit ≤ 50).',
        querystring: serviceSearchQuerySchema,
        response: { 200: serviceSearchSchema, 400: errorBodySchema },
      },
    },
    async (request) => searchProviders(app.db, request.query),
  );
};
