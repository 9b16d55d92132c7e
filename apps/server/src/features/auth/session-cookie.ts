import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Role } from '@sevak/shared';
import { cookieMaxAgeSeconds } from '../../platform/session-policy.js';

/** The httpOnly session cookie of a new session (sign-in, or a member's own registration). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, role: Role) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: cookieMaxAgeSeconds(role),
  });
}
