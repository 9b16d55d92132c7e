import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  messageResponseSchema,
  recoveryMessages,
  resetPasswordSchema,
  verifyCodeSchema,
} from '@sevak/shared';
import { requestResetCode, resetPassword, RECOVERY_POLICY, verifyResetCode } from './recovery.service.js';
import { errorResponses } from '../../platform/errors.js';
import { PER_ADDRESS_PER_HOUR } from '../../platform/rate-limit.js';

/** The reset grant lives in an httpOnly cookie, sent only to the reset call. */
const GRANT_COOKIE = 'sevak_reset';
const GRANT_PATH = '/api/auth/reset-password';

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, appSecret: app.config.APP_SECRET, loginLimiters: app.loginLimiters };

  app.post(
    '/auth/forgot-password',
    {
      // Per address only what many people behind one address need; per account, 3 codes an hour (the job).
      preHandler: app.limitByIp('forgot-password', PER_ADDRESS_PER_HOUR, 3600),
      schema: {
        tags: ['auth'],
        summary: 'Email a 6-digit code when email and phone match an account',
        description:
          'The same answer whether or not they match (no account probing). At most 3 codes per hour per account; ' +
          '300 requests an hour per client address (429 with Retry-After, saying when in words).',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestResetCode({ db: app.db, jobs: app.jobs }, request.body);
      return { message: recoveryMessages.codeSent };
    },
  );

  app.post(
    '/auth/verify-code',
    {
      // Per address as above; per code, 5 tries.
      preHandler: app.limitByIp('verify-code', PER_ADDRESS_PER_HOUR, 3600),
      schema: {
        tags: ['auth'],
        summary: 'Check the emailed code; on success a 15-minute reset grant (httpOnly cookie)',
        description: '5 wrong tries spend the code: the 6th answer is 429.',
        body: verifyCodeSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const grant = await verifyResetCode(deps, request.body);
      void reply.setCookie(GRANT_COOKIE, grant, {
        path: GRANT_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: RECOVERY_POLICY.grantTtlMs / 1000,
      });
      return { message: recoveryMessages.codeVerified };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password (needs the grant from verify-code); signs out every session',
        body: resetPasswordSchema({
          allowedEmailDomains: app.config.ALLOWED_EMAIL_DOMAINS,
          passwordMinLength: app.config.PASSWORD_MIN_LENGTH,
        }),
        response: { 200: messageResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
      await resetPassword(deps, { ...request.body, grant: cookies[GRANT_COOKIE] });
      void reply.clearCookie(GRANT_COOKIE, { path: GRANT_PATH });
      return { message: recoveryMessages.passwordReset };
    },
  );
};
