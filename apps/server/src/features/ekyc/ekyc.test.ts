import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, ekycSubmissions, notifications, texts } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { memberWithDocuments, samplePhoto } from '../../../test/documents.js';
import { EKYC_FIELDS, submitEkyc } from '../../../test/withdrawals.js';
import { lookupIfsc } from './ifsc.js';

/** e-KYC (docs/contract.md §5b): submission with checks, masking, the admin's review, and what never leaks. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

const submit = (cookie: string, fields?: Record<string, string>, files?: Record<string, Buffer>) =>
  submitEkyc(t.app, cookie, fields, files);

const approvedMember = () => memberWithDocuments(t.app, t.db, { cookie: admin });
const ekycRows = (userId: string) => t.db.select().from(ekycSubmissions).where(eq(ekycSubmissions.userId, userId));
const ekycDocs = (userId: string) =>
  t.db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.slot, 'bankProof')));

describe('IFSC directory (offline)', () => {
  it('knows real branches and their banks, and refuses codes no branch has', () => {
    expect(lookupIfsc('SBIN0001234')).toEqual({ ifscCode: 'SBIN0001234', bankName: 'State Bank of India' });
    expect(lookupIfsc('hdfc0000001')?.bankName).toBe('HDFC Bank');
    expect(lookupIfsc('SBIN0999999')).toBeNull();
    expect(lookupIfsc('ZZZZ0000001')).toBeNull();
    expect(lookupIfsc('SBIN1001234')).toBeNull();
  });

  it('GET /api/ekyc/ifsc/:code answers the bank, or 404 with the form’s message', async () => {
    const m = await approvedMember();
    const known = await t.app.inject({ url: '/api/ekyc/ifsc/SBIN0001234', headers: { cookie: m.cookie } });
    expect(known.json()).toEqual({ ifscCode: 'SBIN0001234', bankName: 'State Bank of India' });
    const unknown = await t.app.inject({ url: '/api/ekyc/ifsc/SBIN0999999', headers: { cookie: m.cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No bank branch has this IFSC. Check it on your passbook or cheque.');
  });
});

describe('POST /api/ekyc', () => {
  it('stores the submission encrypted and shows it masked, with the bank from the IFSC', async () => {
    const m = await approvedMember();
    const res = await submit(m.cookie);
    expect(res.statusCode).toBe(201);
    const { ekyc } = res.json();
    expect(ekyc).toMatchObject({
      accountHolderName: 'Asha Verma',
      bankAccountNumber: 'XXXXXX9012',
      ifscCode: 'SBIN0001234',
      bankName: 'State Bank of India',
      panNumber: 'XXXXXX234F',
      status: 'pending',
      reason: null,
    });
    for (const slot of ['bankProof', 'panCardfront', 'panCardback']) expect(ekyc[slot]).toMatch(/^\/api\/files\//);
    const [row] = await ekycRows(m.id);
    expect(JSON.stringify(row)).not.toContain('123456789012');
    expect(JSON.stringify(row)).not.toContain('ABCPV1234F');
    // The images are private: the owner reads them, another member does not, a visitor neither.
    const other = await approvedMember();
    expect((await t.app.inject({ url: ekyc.bankProof, headers: { cookie: m.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: ekyc.bankProof, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: ekyc.bankProof })).statusCode).toBe(401);
    const mine = await t.app.inject({ url: '/api/ekyc', headers: { cookie: m.cookie } });
    expect(mine.json()).toEqual({ ekyc, payoutAccount: null });
  });

  it('bad fields are a 400 naming each, and nothing is stored', async () => {
    const m = await approvedMember();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...EKYC_FIELDS, accountHolderName: ' ' }, 'accountHolderName', 'Enter the account holder’s name'],
      [
        { ...EKYC_FIELDS, bankAccountNumber: '12345', confirmBankAccountNumber: '12345' },
        'bankAccountNumber',
        '9 to 18 digits',
      ],
      [{ ...EKYC_FIELDS, confirmBankAccountNumber: '123456789013' }, 'confirmBankAccountNumber', 'do not match'],
      [{ ...EKYC_FIELDS, ifscCode: 'SBIN1234' }, 'ifscCode', '11 characters'],
      [{ ...EKYC_FIELDS, ifscCode: 'SBIN0999999' }, 'ifscCode', 'No bank branch has this IFSC'],
      [{ ...EKYC_FIELDS, panNumber: 'ABC1234' }, 'panNumber', '10 characters'],
      [{ ...EKYC_FIELDS, panNumber: 'ABCCV1234F' }, 'panNumber', 'not a person'],
    ];
    for (const [fields, path, message] of cases) {
      const res = await submit(m.cookie, fields);
      expect(res.statusCode, path).toBe(400);
      const error = res.json().errors.find((e: { path: string }) => e.path === path);
      expect(error?.msg, path).toContain(message);
    }
    const photo = await samplePhoto();
    const missing = await submit(m.cookie, EKYC_FIELDS, { bankProof: photo });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(['panCardfront', 'panCardback']);
    const notImage = await submit(m.cookie, EKYC_FIELDS, {
      bankProof: Buffer.from('%PDF-1.4'),
      panCardfront: photo,
      panCardback: photo,
    });
    expect(notImage.statusCode).toBe(415); // a PDF is not an image: refused by its bytes
    expect(await ekycRows(m.id)).toEqual([]);
    expect(await ekycDocs(m.id)).toEqual([]);
  });

  it('one pending at a time: a second submission is a 409 and leaves no images behind', async () => {
    const m = await approvedMember();
    expect((await submit(m.cookie)).statusCode).toBe(201);
    const again = await submit(m.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EKYC_ALREADY_PENDING');
    expect(await ekycDocs(m.id)).toHaveLength(1);
  });

  it('5 submissions at once store one', async () => {
    const m = await approvedMember();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(m.cookie)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await ekycRows(m.id)).toHaveLength(1);
    expect(await ekycDocs(m.id)).toHaveLength(1);
  });
});

describe('the admin’s review', () => {
  it('lists pending e-KYCs with full numbers and Aadhaar images (audited); verify makes it the payout account', async () => {
    const m = await approvedMember();
    const { ekyc } = (await submit(m.cookie)).json();
    const list = await t.app.inject({ url: '/api/auth/ekyc-pending', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    const entry = list.json().users.find((u: { _id: string }) => u._id === m.id);
    expect(entry).toMatchObject({
      name: m.name,
      phone: m.phone,
      ekyc: { _id: ekyc._id, bankAccountNumber: '123456789012', panNumber: 'ABCPV1234F', status: 'pending' },
    });
    expect(entry.frontAadhar).toMatch(/^\/api\/files\//);
    expect(entry.profilePic).toMatch(/^\/api\/files\//);
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'view_ekyc'), eq(auditLog.targetId, m.id)))).toBe(1);

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/verifyKyc',
      headers: { cookie: admin },
      payload: { kycId: ekyc._id },
    });
    expect(verify.json()).toEqual({ success: true, message: 'KYC Verified Successfully!' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/verifyKyc',
      headers: { cookie: admin },
      payload: { kycId: ekyc._id },
    });
    // Verifying again (a double click) answers as the first did.
    expect(again.json()).toEqual({ success: true, message: 'KYC Verified Successfully!' });
    const mine = (await t.app.inject({ url: '/api/ekyc', headers: { cookie: m.cookie } })).json();
    expect(mine.ekyc.status).toBe('approved');
    expect(mine.payoutAccount).toEqual({
      accountHolderName: 'Asha Verma',
      bankAccountNumber: 'XXXXXX9012',
      ifscCode: 'SBIN0001234',
      bankName: 'State Bank of India',
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.map((n) => n.title)).toContain('Your e-KYC is verified');
    const told = await t.db
      .select()
      .from(texts)
      .where(and(eq(texts.userId, m.id), eq(texts.template, 'ekycVerified')));
    expect(told.map((x) => x.vars)).toEqual([{ last4: '9012' }]);
    const listed = (await t.app.inject({ url: '/api/auth/ekyc-pending', headers: { cookie: admin } })).json();
    expect(listed.users.some((u: { _id: string }) => u._id === m.id)).toBe(false);
  });

  it('a new submission after approval replaces the account only once verified; the old images then go', async () => {
    const m = await approvedMember();
    const first = (await submit(m.cookie)).json().ekyc;
    await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/verifyKyc',
      headers: { cookie: admin },
      payload: { kycId: first._id },
    });
    const second = (
      await submit(m.cookie, {
        ...EKYC_FIELDS,
        bankAccountNumber: '99990000111',
        confirmBankAccountNumber: '99990000111',
        ifscCode: 'HDFC0000001',
      })
    ).json().ekyc;
    let mine = (await t.app.inject({ url: '/api/ekyc', headers: { cookie: m.cookie } })).json();
    expect(mine.ekyc.status).toBe('pending');
    expect(mine.payoutAccount.bankName).toBe('State Bank of India');
    await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/verifyKyc',
      headers: { cookie: admin },
      payload: { kycId: second._id },
    });
    mine = (await t.app.inject({ url: '/api/ekyc', headers: { cookie: m.cookie } })).json();
    expect(mine.payoutAccount).toMatchObject({ bankName: 'HDFC Bank', bankAccountNumber: 'XXXXXX0111' });
    expect(await ekycDocs(m.id)).toHaveLength(1);
  });

  it('reject needs a reason; the member is told why, the images go, and they can submit again', async () => {
    const m = await approvedMember();
    const { ekyc } = (await submit(m.cookie)).json();
    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/rejectKyc',
      headers: { cookie: admin },
      payload: { kycId: ekyc._id, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/rejectKyc',
      headers: { cookie: admin },
      payload: { kycId: ekyc._id, reason: 'The passbook photo is blurred.' },
    });
    expect(rejected.json()).toEqual({ success: true, message: 'e-KYC rejected.' });
    const mine = (await t.app.inject({ url: '/api/ekyc', headers: { cookie: m.cookie } })).json();
    expect(mine.ekyc).toMatchObject({ status: 'rejected', reason: 'The passbook photo is blurred.', bankProof: null });
    expect(await ekycDocs(m.id)).toEqual([]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.find((n) => n.title === 'Your e-KYC was not accepted')?.body).toContain(
      'The passbook photo is blurred.',
    );
    expect((await submit(m.cookie)).statusCode).toBe(201);
  });

  it('verify and reject of one e-KYC at once: one wins', async () => {
    const m = await approvedMember();
    const { ekyc } = (await submit(m.cookie)).json();
    const [verify, reject] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/withdrawal/verifyKyc',
        headers: { cookie: admin },
        payload: { kycId: ekyc._id },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/withdrawal/rejectKyc',
        headers: { cookie: admin },
        payload: { kycId: ekyc._id, reason: 'Name does not match' },
      }),
    ]);
    expect([verify.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const [row] = await ekycRows(m.id);
    expect(row!.status).toBe(verify.statusCode === 200 ? 'approved' : 'rejected');
  });

  it('an unknown e-KYC is a 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/verifyKyc',
      headers: { cookie: admin },
      payload: { kycId: '00000000-0000-4000-8000-000000000009' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('EKYC_NOT_FOUND');
  });
});
