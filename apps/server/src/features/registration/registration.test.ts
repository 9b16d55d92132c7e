import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, privacyMessages } from '@sevak/shared';
import { documents, users } from '../../db/schema/index.js';
import { createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { makePhoto, registrationForm } from '../../../test/images.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = t.app.config.DATA_DIR;
});
afterAll(() => t.close());

function register(form: FormData, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/registerUserweb', payload: form, headers });
}

/** Every stored file, encrypted, under DATA_DIR/uploads. */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('POST /api/auth/registerUserweb', () => {
  it('registers a member with three documents, pending approval, with a referral code of their own', async () => {
    const res = await register(await registrationForm());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful! Next, pay the ₹121 registration fee; then an admin approves your account.',
      user: {
        name: 'Sunita Devi',
        email: 'sunita.devi@gmail.com',
        phone: '9876501234',
        role: 'User',
        isAdminApproved: false,
        paymentVerified: false,
        address: { area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560034' },
        businessCategory: ['Blouse Stitching', 'Tailor'],
        businessName: 'Sunita Tailoring',
        businessDetaile: 'Blouses, salwar suits and alterations.',
      },
    });
    expect(body.user.referralCode).toMatch(/^SVK[A-Z2-9]{6}$/);
    // Signed in at once, to pay the fee: the cookie's session is the new member's, and so is the token.
    const cookie = res.cookies.find((c) => c.name === 'sevak_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(body.token).toBe(cookie!.value);
    const me = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: `sevak_session=${cookie!.value}` } });
    expect(me.json().user).toMatchObject({ _id: body.user._id, paymentVerified: false, isAdminApproved: false });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payment/order',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(order.statusCode).toBe(201);
    for (const slot of ['frontAadhar', 'backAadhar', 'profilePic']) {
      expect(body.user[slot]).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    }
    // Image + thumbnail per document, encrypted at rest: no JPEG header on disk.
    const docs = await t.db.select().from(documents).where(eq(documents.userId, body.user._id));
    expect(docs).toHaveLength(3);
    expect(storedFiles()).toHaveLength(6);
  });

  it('takes a pasted phone (+91 and spaces) and stores its 10 digits', async () => {
    const res = await register(await registrationForm({ email: 'pasted.phone@gmail.com', phone: '+91 98765 01299' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('9876501299');
  });

  it('re-encodes images: no EXIF or GPS survives, at most 2000 px, a 320 px thumbnail', async () => {
    const big = await makePhoto({ width: 4000, height: 3000 });
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const res = await register(
      await registrationForm({ email: 'ravi.kumar@gmail.com', phone: '9876501235' }, { frontAadhar: big }),
    );
    expect(res.statusCode).toBe(201);
    const member = { email: 'ravi.kumar@gmail.com', password: 'Mera-Ghar-2026' };
    const session = await signIn(t.app, member);
    const url = res.json().user.frontAadhar as string;
    const full = await t.app.inject({ url, headers: { cookie: session.cookie } });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, no-store');
    expect(full.headers['content-disposition']).toBe('inline; filename="frontAadhar.jpg"');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(2000);
    const thumb = await t.app.inject({ url: `${url}?size=thumb`, headers: { cookie: session.cookie } });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(320);
    expect(thumbMeta.exif).toBeUndefined();
  });

  it('accepts PNG and WebP, refuses a text file renamed .jpg with 415 and stores nothing', async () => {
    const png = await register(
      await registrationForm(
        { email: 'png.user@gmail.com', phone: '9876501236' },
        { profilePic: await makePhoto({ format: 'png' }), backAadhar: await makePhoto({ format: 'webp' }) },
      ),
    );
    expect(png.statusCode).toBe(201);

    const usersBefore = await t.db.$count(users);
    const filesBefore = storedFiles().length;
    const res = await register(
      await registrationForm(
        { email: 'fake.image@gmail.com', phone: '9876501237' },
        { backAadhar: Buffer.from('just some text, not a photo') },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, code: 'FILE_TYPE_INVALID', message: 'Invalid file type' });
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const usersBefore = await t.db.$count(users);
    const filesBefore = storedFiles().length;
    const huge = Buffer.concat([await makePhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await register(
      await registrationForm({ email: 'huge.file@gmail.com', phone: '9876501238' }, { profilePic: huge }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, code: 'FILE_TOO_LARGE', message: 'File too large' });
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses more files than the form has with 400 "Too many files" (not 413) and stores nothing', async () => {
    const usersBefore = await t.db.$count(users);
    const filesBefore = storedFiles().length;
    const form = await registrationForm({ email: 'many.files@gmail.com', phone: '9876501239' });
    const photo = new Blob([new Uint8Array(await makePhoto())], { type: 'image/jpeg' });
    for (let i = 0; i < 3; i++) form.append(`extra${i}`, photo, `extra${i}.jpg`);
    const res = await register(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'TOO_MANY_FILES', message: 'Too many files' });
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses an image of more pixels than a phone camera makes (16000×16000 PNG) with 400 and stores nothing', async () => {
    const usersBefore = await t.db.$count(users);
    const filesBefore = storedFiles().length;
    // Under 1 MB on the wire, ~770 MB once decoded.
    const vast = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#8a8a8a' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(vast.length).toBeLessThan(5 * 1024 * 1024);
    const res = await register(
      await registrationForm({ email: 'vast.image@gmail.com', phone: '9876501240' }, { backAadhar: vast }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'IMAGE_TOO_MANY_PIXELS',
      message:
        'This photo is too large (over 50 megapixels). Please upload a photo taken with a phone camera, or a smaller copy.',
    });
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  }, 30_000);

  it('answers a taken email or phone with 409 and the spec words, saving nothing', async () => {
    const existing = await createMember(t.db, { email: 'taken.email@gmail.com' });
    const usersBefore = await t.db.$count(users);
    const filesBefore = storedFiles().length;
    const res = await register(await registrationForm({ email: 'TAKEN.email@gmail.com', phone: existing.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'Email already exists',
      errors: [
        { path: 'email', msg: 'Email already exists', code: 'EMAIL_TAKEN' },
        { path: 'phone', msg: 'Phone number already exists', code: 'PHONE_TAKEN' },
      ],
    });
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('gives one message per bad field (docs/product-spec.md §5) and saves nothing', async () => {
    const res = await register(
      await registrationForm({
        name: ' ',
        email: 'someone@yahoo.com',
        phone: '12345',
        password: 'abc',
        confirmpassword: 'abd',
        address: JSON.stringify({ area: '', city: '', state: '', country: '', pincode: '012345' }),
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(res.json().errors.map((e: { path: string; msg: string }) => [e.path, e.msg]));
    expect(errors).toEqual({
      name: 'Name is required.',
      email: 'Please use your @gmail.com email.',
      phone: 'Phone number must be exactly 10 digits.',
      password: 'Password must be at least 8 characters long.',
      confirmpassword: 'Passwords do not match.',
      'address.area': 'Area is required.',
      'address.city': 'City is required.',
      'address.state': 'State is required.',
      'address.country': 'Country is required.',
      'address.pincode': 'Invalid Pincode! Please enter a valid one.',
    });
    expect(res.json().success).toBe(false);
  });

  it('refuses an address that is no JSON text (NOT_JSON) and a consent that is not true, on their fields', async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const notJson = await register(await registrationForm({ address: 'Koramangala, Bengaluru' }));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: messages.common.validationFailed,
      errors: [{ path: 'address', msg: messages.common.notJson, code: 'NOT_JSON' }],
    });
    const consent = await register(await registrationForm({ privacyConsent: 'yes' }));
    expect(consent.statusCode).toBe(400);
    expect(consent.json().errors).toEqual([{ path: 'privacyConsent', msg: privacyMessages.consentRequired }]);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await register(
      await registrationForm({
        email: 'common.pw@gmail.com',
        phone: '9876501245',
        password: 'Password123',
        confirmpassword: 'Password123',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'password', msg: 'This password is too common. Please choose another one.', code: 'PASSWORD_COMMON' },
    ]);
  });

  it('needs all three documents', async () => {
    const res = await register(
      await registrationForm(
        { email: 'no.docs@gmail.com', phone: '9876501239' },
        { profilePic: null, backAadhar: null },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Please upload all required files: Front Aadhar, Back Aadhar, and Profile Picture.',
    );
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['backAadhar', 'profilePic']);
  });

  it('links the referrer by code, and refuses an unknown code', async () => {
    const referrer = await createMember(t.db, { name: 'Kavita Joshi' });
    const [row] = await t.db.select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.id));
    const ok = await register(
      await registrationForm({
        email: 'referred.one@gmail.com',
        phone: '9876501240',
        referralCode: row!.code.toLowerCase(),
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.referredBy).toEqual([{ _id: referrer.id, name: 'Kavita Joshi' }]);

    const bad = await register(
      await registrationForm({ email: 'referred.two@gmail.com', phone: '9876501241', referralCode: 'SVKNOPE99' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Invalid referral code',
      errors: [{ path: 'referralCode', msg: 'Invalid referral code' }],
    });
  });

  it('refuses categories that are not on the list', async () => {
    const res = await register(
      await registrationForm({
        email: 'odd.cat@gmail.com',
        phone: '9876501242',
        businessCategory: JSON.stringify(['Plumber', 'Rocket Science']),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'businessCategory', msg: 'Please choose business categories from the list.', code: 'CATEGORY_UNKNOWN' },
    ]);
  });

  it('never lets the body set role, approval or payment', async () => {
    const res = await register(
      await registrationForm({
        email: 'sneaky.one@gmail.com',
        phone: '9876501243',
        role: 'Admin',
        isAdminApproved: 'true',
        paymentVerified: 'true',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'User', isAdminApproved: false, paymentVerified: false });
  });
});

describe('a client other than the web app', () => {
  it('a client that reads only GET /config/public learns the notice to accept, and registers with it', async () => {
    const config = (await t.app.inject({ url: '/api/config/public' })).json();
    expect(config.privacyNotice).toEqual({
      version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      url: '/privacyPolicy',
    });
    const stale = await register(
      await registrationForm({ email: 'old.notice@gmail.com', phone: '9876501277', noticeVersion: '2020-01-01' }),
    );
    expect(stale.statusCode).toBe(400);
    const res = await register(
      await registrationForm({
        email: 'api.client@gmail.com',
        phone: '9876501278',
        noticeVersion: config.privacyNotice.version,
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});
