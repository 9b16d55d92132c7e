import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '@sevak/shared';
import { AppError, errorResponses } from './errors.js';
import { hmacSha256Hex, sameSignature } from './signature.js';

/**
 * A provider's call as it came: its headers, its query (a provider that signs nothing carries a
 * secret token there; request logs never show query values) and the exact bytes it signed.
 */
export type WebhookRequest = {
  headers: IncomingHttpHeaders;
  query?: Readonly<Record<string, string | undefined>>;
  rawBody: Buffer;
};

/** A header of the call (the first, when it came more than once). */
export function headerOf(webhook: WebhookRequest, name: string): string | undefined {
  const value = webhook.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The JSON body of a webhook signed as hex HMAC-SHA256 of its raw body with `secret`, the
 * signature in `signatureHeader`. The signature is checked first: a wrong or missing one is a 400
 * WEBHOOK_SIGNATURE_INVALID; a signed body that is not JSON a 400 NOT_JSON.
 */
export function verifiedJsonBody(
  webhook: WebhookRequest,
  { signatureHeader, secret }: { signatureHeader: string; secret: string },
): unknown {
  if (!sameSignature(hmacSha256Hex(secret, webhook.rawBody), headerOf(webhook, signatureHeader))) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', messages.payments.webhookSignatureInvalid);
  }
  try {
    return JSON.parse(webhook.rawBody.toString('utf8')) as unknown;
  } catch {
    throw new AppError('NOT_JSON', messages.common.notJson);
  }
}

/**
 * A provider's webhook route: the body is kept as the raw bytes the provider signed (its own JSON
 * parser, in a plugin of its own) and handed with the headers to `handle`, whose provider adapter
 * verifies and reads it; the answer is `{status, applied}`. No body (or one of another content
 * type) cannot carry a valid signature: the adapter refuses it. `security` names the OpenAPI
 * scheme of the provider's signature header (app.ts).
 */
export async function registerWebhook(
  app: FastifyInstance,
  route: { url: string; tags: string[]; summary: string; description: string; security: Record<string, string[]>[] },
  handle: (webhook: WebhookRequest) => Promise<{ applied: boolean }>,
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
          description: route.description,
          // Not a session: the provider signs each call with the webhook secret.
          security: route.security,
          response: { 200: z.object({ status: z.literal('ok'), applied: z.boolean() }), ...errorResponses(400) },
        },
      },
      async (request) => {
        const { applied } = await handle({
          headers: request.headers,
          query: request.query as Record<string, string | undefined>,
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
        return { status: 'ok' as const, applied };
      },
    );
  });
}
