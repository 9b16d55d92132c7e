import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityAnswerSchema,
  availabilitySchema,
  freeDaysQuerySchema,
  freeDaysSchema,
  slotListSchema,
  slotsQuerySchema,
} from '@sevak/shared';
import { currentUser, requireApproved } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { availabilityOf, freeDaysOf, saveAvailability, slotsOf } from './availability.service.js';

/** Working hours (the provider's own) and free times (open to all, as provider pages are). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/availability/mine',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['services'],
        summary: 'Your working hours, changed days, online switch, instant booking, radius and buffer',
        response: { 200: availabilityAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      return { availability: await availabilityOf(app.db, user.id) };
    },
  );

  app.put(
    '/availability/mine',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['services'],
        summary: 'Set your working hours (the whole plan)',
        body: availabilitySchema,
        response: { 200: availabilityAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      return { availability: await saveAvailability(app.db, user.id, request.body) };
    },
  );

  // A malformed id names no provider: 404, like an unknown one.
  const params = z.object({ id: z.string().max(100) });

  app.get(
    '/providers/:id/slots',
    {
      schema: {
        tags: ['services'],
        summary: "A provider's free start times for one of their services on a day (India)",
        params,
        querystring: slotsQuerySchema,
        response: { 200: slotListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => slotsOf(app.db, request.params.id, request.query),
  );

  app.get(
    '/providers/:id/free-days',
    {
      schema: {
        tags: ['services'],
        summary: 'The days from today to 30 days ahead (India) with a free time for one of a provider’s services',
        params,
        querystring: freeDaysQuerySchema,
        response: { 200: freeDaysSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => freeDaysOf(app.db, request.params.id, request.query.serviceId),
  );
};
