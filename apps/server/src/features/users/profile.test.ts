import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { makePhoto } from '../../../test/images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function profileForm(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, new Blob([v], { type: 'image/jpeg' }), `${k}.jpg`);
  return form;
}

describe('PUT /api/auth/updateUser/{id}', () => {
  it('lets a member edit their own profile fields and picture, never their role or approval', async () => {
    const m = await createMember(t.db, { name: 'Old Name' });
    const s = await signIn(t.app, m);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/updateUser/${m.id}`,
      headers: { cookie: s.cookie },
      payload: profileForm(
        {
          name: 'Geeta Kumari',
          address: JSON.stringify({
            area: 'Gomti Nagar',
            city: 'Lucknow',
            state: 'Uttar Pradesh',
            country: 'India',
            pincode: '226010',
          }),
          businessCategory: JSON.stringify(['yoga trainer']),
          businessName: 'Geeta Yoga',
          role: 'Admin',
          isAdminApproved: 'true',
        },
        { profilePic: await makePhoto({ width: 600, height: 600 }) },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Geeta Kumari',
      address: { city: 'Lucknow', pincode: '226010' },
      businessCategory: ['Yoga Trainer'],
      businessName: 'Geeta Yoga',
      role: 'User',
      isAdminApproved: false,
    });
    expect(res.json().user.profilePic).toMatch(/^\/api\/files\//);
  });

  it('keeps a provider’s GSTIN when its check character is right and its state is their address’s; clears it with ""', async () => {
    const m = await createMember(t.db, {
      address: { area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560034' },
    });
    const s = await signIn(t.app, m);
    const put = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/updateUser/${m.id}`,
        headers: { cookie: s.cookie },
        payload: profileForm(fields),
      });
    const wrongCheck = await put({ gstin: '29AAGCB7383J1Z5' });
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.json().errors).toEqual([
      { path: 'gstin', msg: 'Enter a valid GSTIN: 15 characters, such as 29ABCDE1234F1Z5.' },
    ]);
    const otherState = await put({ gstin: '27AAPFU0939F1ZV' });
    expect([otherState.statusCode, otherState.json().code]).toEqual([400, 'GSTIN_STATE']);
    expect(otherState.json().message).toBe(
      'This GSTIN is of another state: its first two digits must be the GST code of your address’s state.',
    );
    const ok = await put({ gstin: ' 29aagcb7383j1z4 ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.gstin).toBe('29AAGCB7383J1Z4');
    // Moving to another state with the GSTIN on file: refused, nothing changes.
    const moved = await put({
      address: JSON.stringify({
        area: 'Baner',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pincode: '411045',
      }),
    });
    expect(moved.json().code).toBe('GSTIN_STATE');
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect([row!.gstin, row!.address?.state]).toEqual(['29AAGCB7383J1Z4', 'Karnataka']);
    expect((await put({ gstin: '' })).json().user.gstin).toBeNull();
  });

  it('refuses another member (403) and visitors (401); admins may edit anyone', async () => {
    const a = await createMember(t.db);
    const b = await signIn(t.app, await createMember(t.db));
    const admin = await signIn(t.app, await createAdminMember(t.db));
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/updateUser/${a.id}`,
        headers,
        payload: profileForm({ name: 'Changed By Someone' }),
      });
    expect((await call({})).statusCode).toBe(401);
    expect((await call({ cookie: b.cookie })).statusCode).toBe(403);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, a.id));
    expect(row?.name).not.toBe('Changed By Someone');
    expect((await call({ cookie: admin.cookie })).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/updateUserProfile', () => {
  it('replaces both Aadhaar images for their owner; one image alone is refused', async () => {
    const m = await createMember(t.db);
    const s = await signIn(t.app, m);
    const photo = await makePhoto();
    const one = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateUserProfile',
      headers: { cookie: s.cookie },
      payload: profileForm({ userId: m.id }, { frontAadhar: photo }),
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('Please upload both Aadhaar images!');

    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateUserProfile',
      headers: { cookie: s.cookie },
      payload: profileForm({ userId: m.id }, { frontAadhar: photo, backAadhar: photo }),
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateUserProfile',
      headers: { cookie: s.cookie },
      payload: profileForm({ userId: m.id }, { frontAadhar: photo, backAadhar: photo }),
    });
    expect(second.json()).toMatchObject({ success: true });
    expect(second.json().frontAadharUrl).not.toBe(first.json().frontAadharUrl);
    // The replaced image is gone.
    expect((await t.app.inject({ url: first.json().frontAadharUrl, headers: { cookie: s.cookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: second.json().frontAadharUrl, headers: { cookie: s.cookie } })).statusCode).toBe(
      200,
    );
  });

  it("refuses to touch another member's documents", async () => {
    const a = await createMember(t.db);
    const b = await signIn(t.app, await createMember(t.db));
    const photo = await makePhoto();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateUserProfile',
      headers: { cookie: b.cookie },
      payload: profileForm({ userId: a.id }, { frontAadhar: photo, backAadhar: photo }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, then signs out the other sessions but keeps this one', async () => {
    const m = await createMember(t.db);
    const here = await signIn(t.app, m);
    const elsewhere = await signIn(t.app, m);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: 'nope-nope', newPassword: 'fresh-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: m.password, newPassword: 'short' },
    });
    expect(short.json().errors).toEqual([{ path: 'newPassword', msg: 'Password must be at least 8 characters long.' }]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: m.password, newPassword: 'fresh-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: here.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: elsewhere.cookie } })).statusCode).toBe(
      403,
    );
    await signIn(t.app, { email: m.email, password: 'fresh-password-1' });
  });
});

describe('Aadhaar number', () => {
  it('is never shown in full to the member: masked to its last 4 digits', async () => {
    const m = await createMember(t.db, { aadhaarLast4: '4321', aadhaarNumberEncrypted: 'AQ-sealed-value' });
    const s = await signIn(t.app, m);
    const res = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: s.cookie } });
    expect(res.json().user.aadharNumber).toBe('XXXX XXXX 4321');
    expect(res.body).not.toContain('AQ-sealed-value');
  });
});

describe('PUT /api/auth/updateUser/{id} by an admin (Edit user)', () => {
  it('changes email, phone and the Aadhaar images, audited by field name only', async () => {
    const m = await createMember(t.db);
    const admin = await createAdminMember(t.db);
    const s = await signIn(t.app, admin);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/updateUser/${m.id}`,
      headers: { cookie: s.cookie },
      payload: profileForm(
        { email: 'New.Address@gmail.com', phone: '9123456780', name: 'Renamed' },
        { frontAadhar: await makePhoto(), backAadhar: await makePhoto() },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'New.Address@gmail.com', phone: '9123456780', name: 'Renamed' });
    expect(res.json().user.frontAadhar).toMatch(/^\/api\/files\//);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, m.id), eq(auditLog.action, 'update_user')));
    expect(audit).toMatchObject({ actorId: admin.id, before: null });
    expect((audit!.after as { fields: string[] }).fields.sort()).toEqual([
      'backAadhar',
      'email',
      'frontAadhar',
      'name',
      'phone',
    ]);
  });

  it('refuses an email or phone another account holds (409 per field) and changes nothing', async () => {
    const taken = await createMember(t.db);
    const m = await createMember(t.db, { name: 'Stays Same' });
    const s = await signIn(t.app, await createAdminMember(t.db));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/updateUser/${m.id}`,
      headers: { cookie: s.cookie },
      payload: profileForm({ email: taken.email.toUpperCase(), phone: taken.phone, name: 'Changed' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { path: 'email', msg: 'Email already exists', code: 'EMAIL_TAKEN' },
      { path: 'phone', msg: 'Phone number already exists', code: 'PHONE_TAKEN' },
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ name: 'Stays Same', email: m.email, phone: m.phone });
  });

  it('ignores email and phone sent by the member themselves', async () => {
    const m = await createMember(t.db);
    const s = await signIn(t.app, m);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/updateUser/${m.id}`,
      headers: { cookie: s.cookie },
      payload: profileForm({ email: 'sneaky@gmail.com', phone: '9000000999' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: m.email, phone: m.phone });
  });
});
