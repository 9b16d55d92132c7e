import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginResponseSchema,
  messageResponseSchema,
  messages,
  phoneCodeRequestSchema,
  phoneLoginSchema,
  phoneSignInMessages,
} from '@sevak/shared';
import { errorResponses } from '../../platform/errors.js';
import { PER_ADDRESS_PER_HOUR } from '../../platform/rate-limit.js';
import { loginWithPhoneCode, requestSignInCode } from './phone-sign-in.service.js';
import { setSessionCookie } from './session-cookie.js';

/** Sign-in by a one-time code on the phone (docs/decisions/040). */
export const phoneSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, appSecret: app.config.APP_SECRET };

  app.post(
    '/auth/phone-code',
    {
      preHandler: app.limitByIp('phone-code', PER_ADDRESS_PER_HOUR, 3600),
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by SMS to a member’s phone',
        description:
          'The same answer whether or not the number is a member’s. At most 5 codes an hour per account; ' +
          '300 requests an hour per client address (429 with Retry-After, saying when in words).',
        body: phoneCodeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestSignInCode({ jobs: app.jobs }, request.body.phone);
      return { message: phoneSignInMessages.codeSent };
    },
  );

  app.post(
    '/auth/phone-login',
    {
      preHandler: app.limitByIp('phone-login', PER_ADDRESS_PER_HOUR, 3600),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the phone and the code sent to it',
        description: '5 wrong tries spend the code (429); a right code signs in once, like POST /auth/login.',
        body: phoneLoginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { token, user, view } = await loginWithPhoneCode(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, token, user.role);
      return { success: true as const, message: messages.auth.loginSuccess, token, user: view };
    },
  );
};
