import { addDays, gstinCheckCharacter, indianDayOf } from '@sevak/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { payFee } from '../../../test/ledger.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import { pdfTextOf } from '../../../test/pdf.js';

/**
 * Invoices (docs/decisions/041; CGST Rules 2017, Rules 46 and 49): issued with each release, read
 * back from the PDF a member downloads, in English and Hindi; who may fetch which; serial numbers
 * gap-free when many releases land at once (the races show on PostgreSQL, TEST_DATABASE_URL).
 */

/** A Karnataka GSTIN of a provider (its check character computed, as GSTN does). */
const PROVIDER_GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;
const SEVAK_GSTIN = '29AAGCB7383J1Z4';
const day = (n: number) => addDays(indianDayOf(new Date()), n);
const fy = () => {
  const [y, m] = indianDayOf(new Date()).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
};

function kitFor(env: Record<string, string>) {
  let t: TestApp;
  const k = bookingKit(() => t);
  const state = { admin: undefined as unknown as { cookie: string }, seeker: undefined as unknown as Party };
  beforeAll(async () => {
    t = await createTestApp(env);
    const a = await createAdminMember(t.db, { password: 'Admin@12345' });
    state.admin = await signIn(t.app, { email: a.email, password: 'Admin@12345' });
    state.seeker = await k.member('Asha Rao');
  });
  afterAll(() => t.close());
  /** A job booked, done and confirmed: its money released and its invoices issued. */
  async function released(p: Provider, seeker = state.seeker, slotIndex = 20, onDay = 2) {
    const id = await k.started(seeker, p, (await k.slots(p, day(onDay)))[slotIndex]!.start);
    expect((await k.setStatus(p, id, { status: 'completed' })).statusCode).toBe(200);
    return id;
  }
  const confirm = (seeker: Party, id: string) => k.call('POST', `/work/requests/${id}/confirm`, seeker.cookie);
  const invoice = (who: { cookie: string } | undefined, id: string, query = '') =>
    k.call('GET', `/work/requests/${id}/invoice${query}`, who?.cookie);
  /** A new member pays the fee through the checkout; the text of the receipt they download. */
  async function feeDocument() {
    const m = await createMember(t.db, { address: k.home });
    const { cookie } = await signIn(t.app, m);
    expect((await payFee(t, cookie)).statusCode).toBe(200);
    const [payment] = (await k.call('GET', '/payment/history', cookie)).json().payments as { _id: string }[];
    const res = await k.call('GET', `/payment/receipt/${payment!._id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return pdfTextOf(res.rawPayload);
  }
  return { k, state, released, confirm, invoice, feeDocument, db: () => t.db };
}

describe('without Sevak’s GSTIN (the default)', () => {
  const { k, state, released, confirm, invoice, feeDocument } = kitFor({});

  it('the ₹121 fee’s document is Sevak’s receipt, numbered in its own series, saying it is not a tax invoice', async () => {
    const text = await feeDocument();
    for (const field of [
      'Receipt',
      `Invoice number: SVF/${fy()}/`,
      'Sevak membership: one-time registration and identity verification',
      '9985',
      '₹121.00',
      'One Hundred Twenty One Rupees Only',
      'Not a tax invoice: Sevak Services Private Limited is not registered for GST',
    ])
      expect(text).toContain(field);
  });

  it('the seeker gets the provider’s bill of supply, in English and Hindi, with every field Rule 46 and 49 ask', async () => {
    const p = await k.provider('Ravi Kumar');
    const id = await released(p);
    const early = await invoice(state.seeker, id);
    expect([early.statusCode, early.json().code]).toEqual([404, 'INVOICE_NOT_FOUND']);
    expect(early.json().message).toBe('There is no invoice yet: it is issued when the money for the job is released.');
    expect((await confirm(state.seeker, id)).statusCode).toBe(200);

    const view = await k.get(state.seeker, id);
    expect(view.invoices).toEqual([{ kind: 'job', number: `J/${fy()}/000001`, document: 'bill_of_supply' }]);
    const res = await invoice(state.seeker, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice_J-${fy()}-000001.pdf"`);
    const text = await pdfTextOf(res.rawPayload);
    for (const field of [
      'Bill of supply',
      `Invoice number: J/${fy()}/000001`,
      'Date:',
      '(IST)',
      // The supplier: the provider, with address and state, not registered.
      'Supplier',
      'Ravi Kumar Plumbing (Ravi Kumar)',
      'Koramangala, Bengaluru, Karnataka, 560034',
      'State: Karnataka (code 29)',
      'GSTIN: not registered',
      // The recipient, with state and PIN code.
      'Recipient',
      'Asha Rao',
      'PIN code: 560034',
      'Place of supply: Karnataka (29)',
      'E-commerce operator: Sevak Services Private Limited',
      'Tax payable on reverse charge: No',
      'Tap repair',
      '9987',
      '₹500.00',
      'Total in words: Five Hundred Rupees Only',
      'The supplier is not registered for GST: no GST is charged',
    ])
      expect(text).toContain(field);

    // Read back as text, shaped Devanagari comes out in glyph order: words without a left vowel sign.
    const hindi = await pdfTextOf((await invoice(state.seeker, id, '?lang=hi')).rawPayload);
    for (const field of ['ऑफ़ सप्लाई', 'इनवॉइस नंबर', 'GSTIN: पंजीकृत नहीं', 'पांच सौ']) expect(hindi).toContain(field);
  });

  it('the provider also gets Sevak’s commission as a receipt that says it is not a tax invoice', async () => {
    const p = await k.provider('Meena Shah');
    const id = await released(p);
    await confirm(state.seeker, id);
    expect((await k.get(p, id)).invoices.map((i: { kind: string }) => i.kind)).toEqual(['job', 'commission']);
    const res = await invoice(p, id, '?kind=commission');
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfTextOf(res.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toMatch(/Invoice number: SVC\/\d{4}\/\d{6}/);
    expect(text).toContain('Not a tax invoice: Sevak Services Private Limited is not registered for GST');
    expect(text).toContain('Meena Shah Plumbing (Meena Shah)');
    expect(text).toContain('₹50.00');
    expect(text).toContain('Fifty Rupees Only');
  });

  it('only the parties and admins fetch a job’s invoice; only its provider and admins the commission’s', async () => {
    const p = await k.provider('Vikram Das');
    const stranger = await k.member('Someone Else');
    const id = await released(p);
    await confirm(state.seeker, id);
    expect((await invoice(state.seeker, id)).statusCode).toBe(200);
    expect((await invoice(p, id)).statusCode).toBe(200);
    expect((await invoice(state.admin, id)).statusCode).toBe(200);
    expect((await invoice(state.admin, id, '?kind=commission')).statusCode).toBe(200);
    expect((await invoice(p, id, '?kind=commission')).statusCode).toBe(200);
    const seekers = await invoice(state.seeker, id, '?kind=commission');
    expect([seekers.statusCode, seekers.json().code]).toEqual([404, 'INVOICE_NOT_FOUND']);
    const strangers = await invoice(stranger, id);
    expect([strangers.statusCode, strangers.json().code]).toEqual([404, 'WORK_REQUEST_NOT_FOUND']);
    expect((await invoice(undefined, id)).statusCode).toBe(401);
    expect((await invoice(state.seeker, id, '?kind=bill')).statusCode).toBe(400);
  });
});

describe('with Sevak’s GSTIN', () => {
  const { k, state, released, confirm, invoice, feeDocument, db } = kitFor({ OPERATOR_GSTIN: SEVAK_GSTIN });

  it('the ₹121 fee’s document is Sevak’s tax invoice: ₹102.54 and 18% GST inside, CGST and SGST', async () => {
    const text = await feeDocument();
    for (const field of ['Tax invoice', `GSTIN: ${SEVAK_GSTIN}`, '₹102.54', '18%', '₹9.23', '₹121.00'])
      expect(text).toContain(field);
    expect(text).not.toContain('Not a tax invoice');
  });

  it('a registered provider’s tax invoice: GST inside the price, IGST to a job in another state, TCS and TDS taken', async () => {
    const p = await k.provider('Anil Gupta', { gstin: PROVIDER_GSTIN });
    const id = await released(p);
    // The job is in Pune: the place of supply is Maharashtra, another state than the supplier's.
    await k.setRow(id, { address: { ...k.home, city: 'Pune', state: 'Maharashtra', pincode: '411001' } });
    const before = await k.money(p);
    expect((await confirm(state.seeker, id)).statusCode).toBe(200);
    const after = await k.money(p);
    // ₹500 with 18% GST inside: ₹423.73 taxable; TCS 0.5% = ₹2.12, TDS 0.1% = 42 paise; ₹50 commission.
    expect([after.tcs - before.tcs, after.tds - before.tds]).toEqual([212, 42]);
    expect(after.wallets[0]! - before.wallets[0]!).toBe(50_000 - 5_000 - 212 - 42);
    expect((await k.get(p, id)).earning).toBe(447.46);

    const text = await pdfTextOf((await invoice(state.seeker, id)).rawPayload);
    for (const field of [
      'Tax invoice',
      `GSTIN: ${PROVIDER_GSTIN}`,
      'Place of supply: Maharashtra (27)',
      'State: Maharashtra (code 27)',
      'PIN code: 411001',
      `E-commerce operator: Sevak Services Private Limited, GSTIN: ${SEVAK_GSTIN}`,
      'IGST',
      '₹423.73',
      '18%',
      '₹76.27',
      '₹500.00',
    ])
      expect(text).toContain(field);
    expect(text).not.toContain('CGST');
  });

  it('under CGST s.9(5) Sevak invoices an unregistered plumber’s job and keeps the GST; its commission is a tax invoice', async () => {
    const p = await k.provider('Suresh Yadav');
    const id = await released(p);
    const before = await k.money(p);
    await confirm(state.seeker, id);
    const after = await k.money(p);
    // ₹76.27 GST to Sevak's gst_payable; no TCS (Sevak is the supplier); TDS on ₹423.73.
    expect([after.gst - before.gst, after.tcs - before.tcs, after.tds - before.tds]).toEqual([7_627, 0, 42]);
    expect(after.wallets[0]! - before.wallets[0]!).toBe(50_000 - 5_000 - 7_627 - 42);

    const job = (await db().select().from(invoices).where(eq(invoices.workRequestId, id))).find(
      (r) => r.kind === 'job',
    );
    expect(job).toMatchObject({
      issuer: 'sevak',
      series: 'SVJ',
      document: 'tax_invoice',
      cgstPaise: 3_813,
      sgstPaise: 3_814,
    });
    const text = await pdfTextOf((await invoice(state.seeker, id)).rawPayload);
    for (const field of [
      'Tax invoice',
      'Sevak Services Private Limited',
      `GSTIN: ${SEVAK_GSTIN}`,
      'Service provided by',
      'Suresh Yadav Plumbing (Suresh Yadav)',
      'which pays the GST on this supply as the e-commerce operator (CGST Act 2017, section 9(5))',
      'CGST',
      'SGST',
      '₹38.13',
      '₹38.14',
    ])
      expect(text).toContain(field);

    const commission = await pdfTextOf((await invoice(p, id, '?kind=commission')).rawPayload);
    // ₹50 with 18% inside: ₹42.37 and ₹7.63 of GST, halves to the paisa.
    for (const field of ['Tax invoice', '9985', '₹42.37', '₹3.81', '₹3.82', 'Fifty Rupees Only'])
      expect(commission).toContain(field);
    expect(commission).not.toContain('Not a tax invoice');
  });

  it('50 releases at once take 50 consecutive numbers, none twice, in each series', async () => {
    const providers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => k.provider(`Parallel ${n}`, n % 2 ? { gstin: PROVIDER_GSTIN } : {})),
    );
    // A seeker to each provider: ten bookings an hour is a seeker's limit.
    const jobs: { id: string; seeker: Party }[] = [];
    for (const p of providers) {
      const seeker = await k.member(`Seeker of ${p.name}`);
      for (let j = 0; j < 10; j++) jobs.push({ id: await released(p, seeker, 2 * j, 3), seeker });
    }
    const answers = await Promise.all(jobs.map(({ id, seeker }) => confirm(seeker, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(50).fill(200));

    const rows = await db().select().from(invoices);
    const ours = rows.filter((r) => jobs.some((j) => j.id === r.workRequestId));
    const commission = ours.filter((r) => r.series === 'SVC').map((r) => r.serial);
    expect(commission).toHaveLength(50);
    const sorted = [...commission].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 50 }, (_, i) => sorted[0]! + i));
    // Every SVC number of the year is used once, from 1, whatever ran before in this file.
    const allCommission = rows
      .filter((r) => r.series === 'SVC')
      .map((r) => r.serial)
      .sort((a, b) => a - b);
    expect(allCommission).toEqual(Array.from({ length: allCommission.length }, (_, i) => i + 1));
    // Each registered provider's own series J runs 1…10; the others' jobs went to Sevak's SVJ.
    for (const p of providers) {
      const own = ours
        .filter((r) => r.issuer === p.id)
        .map((r) => r.serial)
        .sort((a, b) => a - b);
      expect(own).toEqual(p.name.match(/[135]$/) ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : []);
    }
    const sevakJobs = rows
      .filter((r) => r.series === 'SVJ')
      .map((r) => r.serial)
      .sort((a, b) => a - b);
    expect(sevakJobs).toEqual(Array.from({ length: sevakJobs.length }, (_, i) => i + 1));
    // No number twice for one issuer.
    expect(new Set(ours.map((r) => `${r.issuer} ${r.number}`)).size).toBe(ours.length);
  });
});
