import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginResponseSchema,
  messageResponseSchema,
  messages,
  phoneCodeRequestSchema,
  phoneLoginSchema,
  phoneSignInMessages,
  phoneVerifySchema,
} from '@sevak/shared';
import { currentUser, requireUser } from '../../platform/auth.js';
import { deliverTextsJob } from '../texts/index.js';
import { errorResponses } from '../../platform/errors.js';
import { PER_ADDRESS_PER_HOUR } from '../../platform/rate-limit.js';
import {
  loginWithPhoneCode,
  requestSignInCode,
  sendPhoneVerificationCode,
  verifyPhone,
} from './phone-sign-in.service.js';
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

  app.post(
    '/auth/phone/verify-code',
    {
      onRequest: requireUser,
      preHandler: app.limitByIp('verify-phone-code', PER_ADDRESS_PER_HOUR, 3600),
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit code to my own phone, to verify it is mine',
        description:
          'Open to members awaiting approval too. At most 5 codes an hour per account (429 with Retry-After).',
        response: { 200: messageResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const answer = await sendPhoneVerificationCode(deps, (await currentUser(request)).user);
      // The code goes at once, not at the next minute's turn of the texts' job.
      if (answer.sent) await app.jobs.send(deliverTextsJob.name);
      return { message: answer.message };
    },
  );

  app.post(
    '/auth/phone/verify',
    {
      onRequest: requireUser,
      preHandler: app.limitByIp('verify-phone', PER_ADDRESS_PER_HOUR, 3600),
      schema: {
        tags: ['auth'],
        summary: 'Verify my phone with the code sent to it',
        description: '5 wrong tries spend the code (429); the right one marks the phone verified (`phoneVerifiedAt`).',
        body: phoneVerifySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => verifyPhone(deps, (await currentUser(request)).user, request.body.code),
  );
};
