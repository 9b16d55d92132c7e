import { addDays, gstinCheckCharacter, indianDayOf } from '@sevak/shared';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import { submitEkyc } from '../../../test/withdrawals.js';

/**
 * TCS and TDS (docs/decisions/041): each provider's monthly statement, the admin's GSTR-8 and 26Q
 * exports whose totals equal what the ledger's tcs_payable and tds_payable accounts received, and
 * the s.194-O(4) exemption an admin grants with a reason (audited).
 */
let t: TestApp;
const k = bookingKit(() => t);
let admin: { cookie: string };
let seeker: Party;
const GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;
const month = () => indianDayOf(new Date()).slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db, { password: 'Admin@12345' });
  admin = await signIn(t.app, { email: a.email, password: 'Admin@12345' });
  seeker = await k.member('Asha Rao');
});
afterAll(() => t.close());

/** A job booked, done and confirmed by the seeker: its money released, TCS and TDS taken. */
async function releasedJob(p: Provider, slot = 20) {
  const id = await k.started(seeker, p, (await k.slots(p, addDays(indianDayOf(new Date()), 2)))[slot]!.start);
  await k.setStatus(p, id, { status: 'completed' });
  expect((await k.call('POST', `/work/requests/${id}/confirm`, seeker.cookie)).statusCode).toBe(200);
  return id;
}
const csvOf = (body: string) => parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];

describe('TCS and TDS', () => {
  it('a provider’s statement lists the month’s jobs with what was taken on each, as JSON and CSV', async () => {
    const p = await k.provider('Anil Gupta', { gstin: GSTIN });
    const id = await releasedJob(p);
    const res = await k.call('GET', `/work/tax-statement?month=${month()}`, p.cookie);
    expect(res.statusCode, res.body).toBe(200);
    // ₹500 with 18% GST inside: ₹423.73 taxable, TCS ₹2.12, TDS 42 paise.
    expect(res.json()).toMatchObject({
      month: month(),
      rows: [{ workRequestId: id, taxableValue: 423.73, total: 500, tcs: 2.12, tds: 0.42 }],
      totals: { taxableValue: 423.73, total: 500, tcs: 2.12, tds: 0.42 },
    });
    const csv = await k.call('GET', `/work/tax-statement.csv?month=${month()}`, p.cookie);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csvOf(csv.body);
    expect(lines[1]).toEqual([
      'Invoice number',
      'Date (IST)',
      'Job',
      'Taxable value (INR)',
      'Invoice total (INR)',
      'TCS (INR)',
      'TDS (INR)',
    ]);
    expect(lines.at(-1)).toEqual(['Total', '', '', '423.73', '500.00', '2.12', '0.42']);
    // Another member's statement is their own: none of these jobs.
    expect((await k.call('GET', `/work/tax-statement?month=${month()}`, seeker.cookie)).json().rows).toEqual([]);
    expect((await k.call('GET', '/work/tax-statement?month=2026-13', p.cookie)).statusCode).toBe(400);
  });

  it('the GSTR-8 and 26Q exports carry the columns the returns need, and total what the ledger received', async () => {
    const registered = await k.provider('Kavita Rao', { gstin: GSTIN });
    const unregistered = await k.provider('Mohan Lal');
    // Mohan's e-KYC, verified: his PAN goes on the 26Q.
    const submitted = await submitEkyc(t.app, unregistered.cookie);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { ekyc } = submitted.json<{ ekyc: { _id: string } }>();
    expect((await k.call('POST', '/withdrawal/verifyKyc', admin.cookie, { kycId: ekyc._id })).statusCode).toBe(200);
    await releasedJob(registered);
    await releasedJob(unregistered);

    const gstr8 = await k.call('GET', `/admin/tax/gstr8.csv?month=${month()}`, admin.cookie);
    expect(gstr8.statusCode, gstr8.body).toBe(200);
    const tcs = csvOf(gstr8.body);
    expect(tcs[0]).toEqual([
      'GSTIN of the supplier',
      'Supplier',
      'Place of supply (state code)',
      'Invoices',
      'Gross value of supplies (INR)',
      'Value of supplies returned (INR)',
      'Net amount liable for TCS (INR)',
      'IGST TCS (INR)',
      'CGST TCS (INR)',
      'SGST/UTGST TCS (INR)',
      'Total TCS (INR)',
    ]);
    // Only registered suppliers: both GSTIN jobs of this file, inside Karnataka (CGST + SGST halves).
    const body = tcs.slice(1, -1);
    expect(body.every((row) => row[0] === GSTIN && row[2] === '29')).toBe(true);
    const total = tcs.at(-1)!;
    expect(total.slice(7)).toEqual(['0.00', '2.12', '2.12', '4.24']);

    const q26 = await k.call('GET', `/admin/tax/26q.csv?month=${month()}`, admin.cookie);
    const tds = csvOf(q26.body);
    expect(tds[0]).toEqual([
      'PAN of the deductee',
      'Name of the deductee',
      'Section',
      'Date of payment or credit',
      'Amount paid or credited (INR)',
      'Rate (%)',
      'TDS deducted (INR)',
      'Date of deduction',
      'Invoice number',
    ]);
    const mohan = tds.find((row) => row[1] === 'Mohan Lal Plumbing (Mohan Lal)')!;
    // Not registered: TDS on the whole ₹500 (no GST inside); the PAN of the verified e-KYC.
    expect(mohan.slice(2, 7)).toEqual(['194O', indianDayOf(new Date()), '500.00', '0.10', '0.50']);
    expect(mohan[0]).toBe('ABCPV1234F');
    expect(tds.find((row) => row[1] === 'Kavita Rao Plumbing (Kavita Rao)')![0]).toBe('PANNOTAVBL');

    // The exports' totals are the ledger's.
    const withheld = (await k.call('GET', `/admin/tax/withheld?month=${month()}`, admin.cookie)).json();
    expect(Number(total[10])).toBe(withheld.tcs);
    expect(Number(tds.at(-1)![6])).toBe(withheld.tds);
    const money = await k.money();
    expect([money.tcs / 100, money.tds / 100]).toEqual([withheld.tcs, withheld.tds]);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export_tax_return'));
    expect(audits.map((a) => a.targetId).sort()).toEqual([`26q:${month()}`, `gstr8:${month()}`]);
    for (const url of ['gstr8.csv', '26q.csv', 'withheld'])
      expect((await k.call('GET', `/admin/tax/${url}?month=${month()}`, seeker.cookie)).statusCode).toBe(403);
  });

  it('a provider an admin exempts under s.194-O(4) has no TDS taken; the grant needs a reason and is audited', async () => {
    const p = await k.provider('Small Trader');
    const put = (who: { cookie: string }, payload: object) =>
      k.call('PUT', `/admin/users/${p.id}/tds-exemption`, who.cookie, payload);
    expect((await put(admin, { exempt: true, reason: ' ' })).statusCode).toBe(400);
    expect((await put(seeker, { exempt: true, reason: 'Turnover under ₹5 lakh' })).statusCode).toBe(403);
    const ok = await put(admin, { exempt: true, reason: 'Turnover under ₹5 lakh last year; PAN given' });
    expect(ok.statusCode, ok.body).toBe(200);
    const record = (await k.call('GET', '/auth/getuser', p.cookie)).json();
    expect((record.user ?? record).tdsExemption).toMatchObject({
      reason: 'Turnover under ₹5 lakh last year; PAN given',
    });

    const before = await k.money(p);
    await releasedJob(p);
    const after = await k.money(p);
    expect([after.tds - before.tds, after.wallets[0]! - before.wallets[0]!]).toEqual([0, 45_000]);

    expect((await put(admin, { exempt: false })).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'set_tds_exemption'), eq(auditLog.targetId, p.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({
      before: { exempt: true, reason: 'Turnover under ₹5 lakh last year; PAN given' },
      after: { exempt: false, reason: null },
    });
  });
});
