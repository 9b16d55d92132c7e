import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createMember, createTestDatabase, signIn } from '../../test/app.js';
import { buildApp } from '../app.js';
import { requireAdmin, requireApproved, requireUser } from './auth.js';
import { httpPlugin } from './http.js';
import { loadConfig } from './config.js';
import { registerErrorHandling } from './errors.js';
import type { Database } from './db.js';

/**
 * The guards every later feature uses, checked on a small app over the real database and real
 * sessions: visitor, member awaiting approval, approved member, admin.
 */
let database: Database & { drop(): Promise<void> };
let api: FastifyInstance; // the real app, to sign in
let guarded: FastifyInstance; // routes behind each guard

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'k'.repeat(64),
    DATA_DIR: '/tmp/sevak-guard-test',
  });
  api = await buildApp({ config, database, webRoot: false });
  guarded = Fastify();
  registerErrorHandling(guarded);
  guarded.decorate('db', database.db);
  await guarded.register(httpPlugin, { razorpay: false, publicOrigins: config.publicOrigins });
  await guarded.register(cookie, { hook: false });
  guarded.get('/api/member', { onRequest: requireUser }, async () => ({ ok: true }));
  guarded.get('/api/approved', { onRequest: requireApproved }, async () => ({ ok: true }));
  guarded.get('/api/admin', { onRequest: requireAdmin }, async () => ({ ok: true }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await api.close();
  await database.drop();
});

async function statuses(headers: Record<string, string>) {
  const out: Record<string, number> = {};
  for (const url of ['/api/member', '/api/approved', '/api/admin']) {
    out[url] = (await guarded.inject({ url, headers })).statusCode;
  }
  return out;
}

describe('route guards', () => {
  it('visitor: 401 everywhere', async () => {
    expect(await statuses({})).toEqual({ '/api/member': 401, '/api/approved': 401, '/api/admin': 401 });
  });

  it('member awaiting approval: own area only, with the awaiting-approval message', async () => {
    const m = await createMember(database.db);
    const s = await signIn(api, m);
    expect(await statuses({ cookie: s.cookie })).toEqual({
      '/api/member': 200,
      '/api/approved': 403,
      '/api/admin': 403,
    });
    const res = await guarded.inject({ url: '/api/approved', headers: { cookie: s.cookie } });
    expect(res.json()).toEqual({ code: 'AWAITING_APPROVAL', message: 'Your account is awaiting admin approval' });
  });

  it('approved member: member areas, never admin ones', async () => {
    const m = await createMember(database.db, { isAdminApproved: true });
    const s = await signIn(api, m);
    expect(await statuses({ authorization: s.bearer })).toEqual({
      '/api/member': 200,
      '/api/approved': 200,
      '/api/admin': 403,
    });
    expect((await guarded.inject({ url: '/api/admin', headers: { cookie: s.cookie } })).json()).toEqual({
      code: 'ADMIN_ONLY',
      message: 'Only admins can do this',
    });
  });

  it('admin: everything', async () => {
    const a = await createAdminMember(database.db);
    const s = await signIn(api, a);
    expect(await statuses({ cookie: s.cookie })).toEqual({
      '/api/member': 200,
      '/api/approved': 200,
      '/api/admin': 200,
    });
  });
});
