import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from './errors.js';

/** What a Razorpay-style webhook carries: the exact bytes signed, the signature and the event id. */
export type SignedWebhook = { rawBody: Buffer; signature: string | undefined; eventId: string | undefined };

/**
 * A provider's webhook route (Razorpay payments, RazorpayX payouts): the body is kept as the raw
 * bytes the provider signed (its own JSON parser, in a plugin of its own), the signature and event
 * id come from X-Razorpay-Signature and X-Razorpay-Event-Id, and the answer is `{status, applied}`.
 * No body (or one of another content type) cannot carry a valid signature: `handle` refuses it.
 */
export async function registerWebhook(
  app: FastifyInstance,
  route: { url: string; tags: string[]; summary: string },
  handle: (webhook: SignedWebhook) => Promise<{ applied: boolean }>,
): Promise<void> {
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.post(
      route.url,
      {
        schema: {
          tags: route.tags,
          summary: route.summary,
          description: 'Verified by X-Razorpay-Signature over the raw body; each X-Razorpay-Event-Id is applied once.',
          // Not a session: the provider signs each call with the webhook secret.
          security: [{ razorpaySignature: [] }],
          response: { 200: z.object({ status: z.literal('ok'), applied: z.boolean() }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const { applied } = await handle({
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        return { status: 'ok' as const, applied };
      },
    );
  });
}
