import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@sevak/shared';
import { AppError, errorResponses } from '../../platform/errors.js';
import { sameSignature } from '../../platform/signature.js';
import { registerWebhook } from '../../platform/webhook.js';
import { readMsg91Reports, readWhatsAppReports } from './delivery-reports.js';
import { applyDeliveryReports } from './texts.service.js';

/**
 * Delivery reports of SMS and WhatsApp messages (docs/decisions/039): MSG91's webhook (a secret
 * token in its URL) and WhatsApp's (signed with the Meta app's secret, and its set-up handshake).
 * Each report is applied once, however often it comes.
 */
export const textRoutes: FastifyPluginAsyncZod = async (app) => {
  const { MSG91_WEBHOOK_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = app.config;

  await registerWebhook(
    app,
    {
      url: '/texts/msg91/report',
      tags: ['texts'],
      summary: 'MSG91 SMS delivery reports',
      description:
        'Set in MSG91’s panel as /api/texts/msg91/report?token=<MSG91_WEBHOOK_TOKEN> (JSON). A wrong or missing ' +
        'token is a 400; each report (message, status) is applied once.',
      security: [{ msg91Token: [] }],
    },
    (webhook) => applyDeliveryReports(app.db, readMsg91Reports(webhook, MSG91_WEBHOOK_TOKEN)),
  );

  await registerWebhook(
    app,
    {
      url: '/texts/whatsapp/webhook',
      tags: ['texts'],
      summary: 'WhatsApp Business Cloud API message statuses',
      description:
        'Verified by X-Hub-Signature-256 (HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET); delivered, read ' +
        'and failed statuses move the text on, each once.',
      security: [{ whatsappSignature: [] }],
    },
    (webhook) => applyDeliveryReports(app.db, readWhatsAppReports(webhook, WHATSAPP_APP_SECRET)),
  );

  app.get(
    '/texts/whatsapp/webhook',
    {
      schema: {
        tags: ['texts'],
        summary: 'WhatsApp’s webhook set-up: answers hub.challenge when hub.verify_token is ours',
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
        response: { 200: z.string(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (
        q['hub.mode'] !== 'subscribe' ||
        !WHATSAPP_VERIFY_TOKEN ||
        !sameSignature(WHATSAPP_VERIFY_TOKEN, q['hub.verify_token'])
      ) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', messages.payments.webhookSignatureInvalid);
      }
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    },
  );
};
