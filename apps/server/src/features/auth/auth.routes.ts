import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getUserResponseSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  messages,
  SESSION_COOKIE,
} from '@sevak/shared';
import { getAuth, sessionTokenOf } from '../../platform/auth.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { loadSessionMemberView } from '../members/index.js';
import { loginWithPassword, logout } from './auth.service.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './known-devices.js';
import { setSessionCookie } from './session-cookie.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email or phone and password',
        description:
          'Sets an httpOnly session cookie and also returns the token for non-browser clients ' +
          '(send it as `Authorization: Bearer <token>`), and a known-device cookie (`sevak_device`, sent ' +
          'back only to this call). Limits throttle the source of failures, never the owner ' +
          '(docs/decisions/027): 10 attempts per account and address (or known device) in 15 minutes; once ' +
          'an account has 10 failures in 15 minutes, an address that failed on it is refused at once; 100 ' +
          'checked attempts a day per account from devices it does not know; 300 failures an hour per ' +
          'address. Each answers 429 SIGN_IN_LOCKED with Retry-After and words saying when.',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
      const { token, user, view, device } = await loginWithPassword(
        { db: app.db, loginLimiters: app.loginLimiters, appSecret: app.config.APP_SECRET },
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'], deviceCookie: cookies[DEVICE_COOKIE] },
      );
      setSessionCookie(request, reply, token, user.role);
      void reply.setCookie(DEVICE_COOKIE, device, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return {
        success: true as const,
        message: messages.auth.loginSuccess,
        token,
        user: view,
      };
    },
  );

  app.get(
    '/auth/getuser',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in member',
        description: 'Answers 403 (not 401) without a valid session, as existing clients expect.',
        access: 'signed in',
        response: { 200: getUserResponseSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const token = sessionTokenOf(request);
      const user = token ? await loadSessionMemberView(app.db, token) : null;
      if (!user) throw new AppError('SESSION_INVALID', messages.auth.sessionInvalid);
      return { user };
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the session on the server and clears the cookie',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await getAuth(request);
      if (auth) await logout(app.db, auth.sessionId);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: messages.auth.logoutSuccess };
    },
  );
};
