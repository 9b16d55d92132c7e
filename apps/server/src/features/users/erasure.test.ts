import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressIn,
  createAdminMember,
  createMember,
  createTestApp,
  signIn,
  uniquePhone,
  type TestApp,
} from '../../../test/app.js';
import { memberWithDocuments } from '../../../test/documents.js';
import { payFee } from '../../../test/ledger.js';
import { bookingKit } from '../../../test/bookings.js';
import { addDays, indianDayOf } from '@sevak/shared';
import { sendResetCodeJob } from '../auth/recovery.jobs.js';
import { EKYC_FIELDS, submitEkyc } from '../../../test/withdrawals.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function count(query: string): Promise<number> {
  const { rows } = (await t.database.db.execute(query as never)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

/**
 * Every place in the database a text holds `needle`: each column of the public schema that can
 * hold text (text, varchar, jsonb, arrays of them), searched as text, case-insensitively.
 */
async function whereFound(needle: string): Promise<string[]> {
  const { rows: columns } = (await t.database.db.execute(
    `select c.table_name as "table", c.column_name as "column"
     from information_schema.columns c
     join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
     where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
       and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))
     order by 1, 2` as never,
  )) as unknown as { rows: { table: string; column: string }[] };
  const found: string[] = [];
  for (const { table, column } of columns) {
    const n = await count(
      `select count(*)::int as n from "${table}" where "${column}"::text ilike '%${needle.replaceAll("'", "''")}%'`,
    );
    if (n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('erasing a member (DPDP Act 2023 §12)', () => {
  it('leaves their name, email and phone nowhere in the database, while payments and the ledger stay', async () => {
    const admin = await signIn(t.app, await createAdminMember(t.db));
    const referrer = await createMember(t.db, { isAdminApproved: true, paymentVerified: true });
    const person = { name: 'Zubeida Quraishi', email: 'zubeida.quraishi@gmail.com', phone: uniquePhone() };
    const member = await memberWithDocuments(t.app, t.db, undefined, {
      ...person,
      referredBy: referrer.id,
      address: addressIn('Lucknow', 'Uttar Pradesh', '226001'),
      businessName: 'Zubeida Quraishi Chikankari',
      businessDetails: 'Call Zubeida for chikan embroidery',
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: { cookie }, payload });

    // A life on Sevak: the fee (the referrer is rewarded and told), approval, the Aadhaar number
    // and address an admin typed in, a remark, an e-KYC, a ticket, a reset code by email.
    await payFee(t, member.cookie);
    expect(
      (await call('PUT', '/auth/approveUser', admin.cookie, { userId: member.id, allowUnpaid: true })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', '/auth/updateUserAddressAndAadhar', admin.cookie, {
          userId: member.id,
          aadharNumber: '234567890124',
          permanentAddress: 'Chowk, Lucknow — Zubeida Quraishi',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/remark/create', admin.cookie, {
          userId: member.id,
          remark: 'Zubeida Quraishi to resend PAN',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await submitEkyc(t.app, member.cookie, { ...EKYC_FIELDS, accountHolderName: person.name })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/support/addIssue', member.cookie, { issue: 'Payment', description: `I am ${person.name}` }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: person.email, phone: person.phone },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.jobs.idle(sendResetCodeJob.name); // the code's email is in the outbox
    // A job booked, done and paid out: its invoice names her.
    const k = bookingKit(() => t);
    const plumber = await k.provider('Imtiaz Plumber');
    const seeker = { ...person, id: member.id, cookie: member.cookie, password: '' };
    const slot = (await k.slots(plumber, addDays(indianDayOf(new Date()), 2)))[20]!.start;
    const { _id: job } = await k.booked(seeker, plumber, slot);
    await k.pay(seeker, job);
    const { startCode } = await k.get(seeker, job);
    await k.setStatus(plumber, job, { status: 'started', code: startCode });
    await k.setStatus(plumber, job, { status: 'completed' });
    expect((await call('POST', `/work/requests/${job}/confirm`, member.cookie)).statusCode).toBe(200);
    expect(await whereFound(person.name)).toContain('invoices.buyer');
    for (const needle of [person.name, person.email, person.phone]) expect(await whereFound(needle)).not.toEqual([]);
    const payments = `select count(*)::int as n from payments where user_id = '${member.id}' and status = 'captured'`;
    expect(await count(payments)).toBe(2); // the fee and the job

    expect((await call('DELETE', '/auth/deleteUser', admin.cookie, { id: member.id })).statusCode).toBe(200);

    for (const needle of ['Zubeida', 'Quraishi', person.email, person.phone]) {
      expect({ needle, found: await whereFound(needle) }).toEqual({ needle, found: [] });
    }
    // The referrer's reward stays in their wallet, the friend no longer named.
    const rewards = (await t.database.db.execute(
      `select description from ledger_transfers where description like '%joined with your referral'` as never,
    )) as unknown as { rows: { description: string }[] };
    expect(rewards.rows.map((r) => r.description)).toEqual(['A member joined with your referral']);
    // What the law keeps: the payment and the ledger, on the erased member's row.
    expect(await count(payments)).toBe(2); // the fee and the job
  });
});
