import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { demoteAdmin, ensureFirstAdmin } from './admins.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/admins${url}`, headers: { cookie }, payload });

describe('Manage Admin', () => {
  it('makes a member an admin by phone or email, signing them out; the list shows them', async () => {
    const admin = await createAdminMember(t.db);
    const { cookie } = await signIn(t.app, admin);
    const m = await createMember(t.db, { name: 'Kiran Rao' });
    const memberSession = await signIn(t.app, m);
    const res = await call('POST', '', cookie, { emailOrPhone: m.phone });
    expect(res.json()).toEqual({ message: 'Kiran Rao is now an admin.' });
    // The old session ends; a new sign-in is an admin's.
    expect(
      (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: memberSession.cookie } })).statusCode,
    ).toBe(403);
    const again = await signIn(t.app, m);
    expect((await t.app.inject({ url: '/api/admin/admins', headers: { cookie: again.cookie } })).statusCode).toBe(200);
    const list = (await call('GET', '', cookie)).json().admins as { _id: string }[];
    expect(list.map((a) => a._id)).toEqual(expect.arrayContaining([admin.id, m.id]));
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, m.id));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'promote_admin',
      after: { role: 'Admin', isAdminApproved: true },
    });

    const byEmail = await createMember(t.db);
    expect((await call('POST', '', cookie, { emailOrPhone: byEmail.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('says clearly when nobody has that email or phone, or they already are an admin', async () => {
    const admin = await createAdminMember(t.db);
    const { cookie } = await signIn(t.app, admin);
    const unknown = await call('POST', '', cookie, { emailOrPhone: 'nobody.here@gmail.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([
      { path: 'emailOrPhone', msg: 'No member has this email or phone number.', code: 'MEMBER_NOT_FOUND' },
    ]);
    const twice = await call('POST', '', cookie, { emailOrPhone: admin.phone });
    expect(twice.statusCode).toBe(409);
    expect([twice.json().code, twice.json().message]).toEqual(['ALREADY_ADMIN', 'This member is already an admin.']);
    const empty = await call('POST', '', cookie, { emailOrPhone: ' ' });
    expect(empty.json().errors).toEqual([{ path: 'emailOrPhone', msg: 'Enter the member’s email or phone number.' }]);
  });

  it('removes admin rights from another admin (signed out, audited), never from yourself', async () => {
    const me = await createAdminMember(t.db);
    const other = await createAdminMember(t.db, { name: 'Other Admin' });
    const { cookie } = await signIn(t.app, me);
    const otherSession = await signIn(t.app, other);
    const self = await call('DELETE', `/${me.id}`, cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot remove your own admin rights.');
    const res = await call('DELETE', `/${other.id}`, cookie);
    expect(res.json()).toEqual({ message: 'Other Admin is no longer an admin.' });
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, other.id));
    expect(row?.role).toBe('User');
    expect(
      (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: otherSession.cookie } })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/${other.id}`, cookie)).statusCode).toBe(404);
  });

  it('never removes the last admin, even when two admins remove each other at once', async () => {
    // A database of its own with exactly two admins. A removes B; B's request, already past the
    // role check (the race), then finds A the last admin.
    const own = await createTestApp();
    try {
      await own.db.delete(users);
      const a = await createAdminMember(own.db);
      const b = await createAdminMember(own.db);
      await demoteAdmin(own.db, a.id, b.id);
      await expect(demoteAdmin(own.db, b.id, a.id)).rejects.toMatchObject({
        statusCode: 409,
        message: 'Sevak needs at least one admin: make someone else an admin first.',
      });
      const [row] = await own.db.select({ role: users.role }).from(users).where(eq(users.id, a.id));
      expect(row?.role).toBe('Admin');
    } finally {
      await own.close();
    }
  });
});

describe('the built-in first admin', () => {
  const known = {
    name: 'Sevak Admin',
    email: 'first.admin@gmail.com',
    phone: '9000000011',
    password: 'Sevak@Admin121',
  };

  it('signs in with the known password, but can do nothing until it chooses its own', async () => {
    const fresh = await createTestApp();
    try {
      await ensureFirstAdmin(fresh.db, known, fresh.app.log);
      const s = await signIn(fresh.app, known);
      const me = await fresh.app.inject({ url: '/api/auth/getuser', headers: { cookie: s.cookie } });
      expect(me.json().user).toMatchObject({ role: 'Admin', mustChangePassword: true });
      const blocked = await fresh.app.inject({ url: '/api/admin/admins', headers: { cookie: s.cookie } });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe('Please choose a new password to continue.');
      const change = (newPassword: string) =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: { cookie: s.cookie },
          payload: { currentPassword: known.password, newPassword },
        });
      expect((await change(known.password)).json().errors).toEqual([
        {
          path: 'newPassword',
          msg: 'Please choose a password different from your current one.',
          code: 'PASSWORD_UNCHANGED',
        },
      ]);
      expect((await change('my-own-admin-password')).statusCode).toBe(200);
      expect((await fresh.app.inject({ url: '/api/admin/admins', headers: { cookie: s.cookie } })).statusCode).toBe(
        200,
      );
      expect(
        (await fresh.app.inject({ url: '/api/auth/getuser', headers: { cookie: s.cookie } })).json().user
          .mustChangePassword,
      ).toBe(false);
      // Only the first start creates it: an admin exists now.
      await ensureFirstAdmin(
        fresh.db,
        { ...known, email: 'second.admin@gmail.com', phone: '9000000012' },
        fresh.app.log,
      );
      expect(await fresh.db.$count(users, eq(users.role, 'Admin'))).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('is made once when several instances start at the same moment (run on PostgreSQL to race)', async () => {
    const fresh = await createTestApp();
    try {
      const starts = await Promise.allSettled(
        Array.from({ length: 8 }, () => ensureFirstAdmin(fresh.db, known, fresh.app.log)),
      );
      expect(starts.filter((s) => s.status === 'rejected')).toEqual([]);
      expect(await fresh.db.$count(users, eq(users.role, 'Admin'))).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
