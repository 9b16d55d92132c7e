import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageResponseSchema,
  rateCardMessages,
  serviceAnswerSchema,
  serviceInputSchema,
  serviceListSchema,
} from '@sevak/shared';
import { currentUser, getAuth, requireApproved } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { addService, deleteService, listServicesOf, providerRow, updateService } from './rate-card.service.js';

/**
 * A provider's rate card (docs/contract.md §5c): open to read, as provider pages are; written only
 * by its provider (another provider's service answers 404, never 403, so ids reveal nothing).
 */
export const rateCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const id = z.object({ id: z.uuid() });

  app.get(
    '/providers/:id/services',
    {
      schema: {
        tags: ['services'],
        summary: "A provider's services with their prices (the provider also sees the inactive ones)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: serviceListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      services: await listServicesOf(app.db, request.params.id, (await getAuth(request))?.user.id),
    }),
  );

  app.post(
    '/services/mine',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['services'],
        summary: 'List a service: title, price (fixed, hourly or on quote) and duration',
        body: serviceInputSchema,
        response: { 201: serviceAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(request);
      const service = await addService(app.db, await providerRow(app.db, user.id), request.body);
      return reply.code(201).send({ service });
    },
  );

  app.put(
    '/services/mine/:id',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['services'],
        summary: 'Change one of your services (all its fields; `active: false` takes it off your page)',
        params: id,
        body: serviceInputSchema,
        response: { 200: serviceAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      return {
        service: await updateService(app.db, await providerRow(app.db, user.id), request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/services/mine/:id',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['services'],
        summary: 'Delete one of your services',
        params: id,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      await deleteService(app.db, user.id, request.params.id);
      return { message: rateCardMessages.deleted };
    },
  );
};
