import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptNoticeSchema,
  consentAnswerSchema,
  marketingConsentSchema,
  PRIVACY_NOTICE_VERSION,
  privacyMessages,
} from '@sevak/shared';
import { currentUser, requireUser } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import { acceptNotice, setMarketingConsent } from './privacy.service.js';

/**
 * The member's consents (DPDP Act 2023 §6; docs/decisions/024): accepting the current
 * privacy notice, and giving or withdrawing marketing consent. Each sets only the caller's own.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/auth/privacy-notice',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Accept the current privacy notice',
        description:
          `The signed-in member accepts the privacy notice of \`version\` (now ${PRIVACY_NOTICE_VERSION}): ` +
          'the version and the time are stored with the account and audited (accept_privacy_notice). ' +
          'A version that is not the current one is refused (400: the notice has changed). Accepting ' +
          'again keeps the first time.',
        body: acceptNoticeSchema,
        response: { 200: consentAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      const consents = await acceptNotice(app.db, user.id, request.body.version);
      return { success: true as const, message: privacyMessages.accepted, ...consents };
    },
  );

  app.put(
    '/auth/marketing-consent',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Give or withdraw consent to marketing messages',
        description:
          'The signed-in member’s own, separate from the privacy notice: stored with the time of the ' +
          'change and audited (set_marketing_consent). Saying the same again changes nothing.',
        body: marketingConsentSchema,
        response: { 200: consentAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      const consents = await setMarketingConsent(app.db, user.id, request.body.consent);
      return {
        success: true as const,
        message: consents.marketingConsent ? privacyMessages.marketingOn : privacyMessages.marketingOff,
        ...consents,
      };
    },
  );
};
