import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, SESSION_COOKIE, type Role } from '@sevak/shared';
import type { MemberRow } from '../db/schema/index.js';
import type { Db } from './db.js';
import { AppError } from './errors.js';
import { isSessionAlive, SESSION_POLICY } from './session-policy.js';
import { deleteSession, findSessionWithUser, touchSession } from './sessions.js';
import { hashToken } from './tokens.js';

/** A request's session and member (every column but the search document: sessions.ts). */
export type Authenticated = { sessionId: string; user: MemberRow };

type SessionFound = {
  session: { id: string; createdAt: Date; lastSeenAt: Date };
  user: { role: Role; deletedAt: Date | string | null };
};

/**
 * A session read with its member, if it is live: null when none was found, the member was
 * deleted, or it expired (then it is deleted). Its last use is noted when due.
 */
export async function liveSession<T extends SessionFound>(db: Db, found: T | undefined, now = new Date()) {
  if (!found || found.user.deletedAt) return null;
  if (!isSessionAlive(found.session, found.user.role, now)) {
    await deleteSession(db, found.session.id);
    return null;
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() > SESSION_POLICY.touchEveryMs) {
    await touchSession(db, found.session.id, now);
  }
  return found;
}

/** The live session of a token, or null (unknown, expired, or the member was deleted). */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<Authenticated | null> {
  const found = await liveSession(db, await findSessionWithUser(db, hashToken(token)), now);
  return found && { sessionId: found.session.id, user: found.user };
}

/** Each request's session lookup, made once and only when a route asks (public routes never pay). */
const lookups = new WeakMap<FastifyRequest, Promise<Authenticated | null>>();

/** Bearer token first (non-browser clients), else the session cookie (docs/contract.md §5). */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const cookies = request.headers.cookie;
  return cookies ? request.server.parseCookie(cookies)[SESSION_COOKIE] || undefined : undefined;
}

/** The signed-in member of this request, or null. Looked up once per request. */
export function getAuth(request: FastifyRequest): Promise<Authenticated | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const token = sessionTokenOf(request);
    lookup = token ? resolveSession(request.server.db, token) : Promise.resolve(null);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The member of a request that passed `requireUser`/`requireAdmin`. */
export async function currentUser(request: FastifyRequest) {
  const auth = await getAuth(request);
  if (!auth) throw new AppError('NOT_SIGNED_IN', messages.auth.notSignedIn);
  return auth;
}

/** Any session, even one whose password must change first: only for changing it. */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply) {
  if (!(await getAuth(request))) throw new AppError('NOT_SIGNED_IN', messages.auth.notSignedIn);
}

/**
 * A signed-in member or admin. An account whose password others know (the built-in first admin)
 * can do nothing but change it (and see itself, and sign out).
 */
async function settledAuth(request: FastifyRequest): Promise<Authenticated> {
  const auth = await getAuth(request);
  if (!auth) throw new AppError('NOT_SIGNED_IN', messages.auth.notSignedIn);
  if (auth.user.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED', messages.auth.changePasswordFirst);
  return auth;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  await settledAuth(request);
}

/** Admin routes: the role is checked here, on the server, every time (docs/contract.md §9). */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const auth = await settledAuth(request);
  if (auth.user.role !== 'Admin') throw new AppError('ADMIN_ONLY', messages.auth.adminOnly);
}

/** Member-only features: an unapproved member may only see their account status. */
export async function requireApproved(request: FastifyRequest, _reply: FastifyReply) {
  const auth = await settledAuth(request);
  if (auth.user.role !== 'Admin' && !auth.user.isAdminApproved) {
    throw new AppError('AWAITING_APPROVAL', messages.auth.awaitingApproval);
  }
}
