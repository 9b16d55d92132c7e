import { addDays, indianDayOf } from '@sevak/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, texts, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import type { TextProvider } from './providers.js';
import { deliverDueTexts, queueText } from './texts.service.js';

/**
 * SMS and WhatsApp (docs/decisions/039) with the embedded database's TEST providers (the
 * development mailbox): what a booking sends, in whose language, once each; quiet hours; what
 * happens with no provider, a refusal, an outage; two workers at once.
 */
let t: TestApp;
const k = bookingKit(() => t);
let seeker: Party;
let p: Provider;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  seeker = await k.member('Asha Rao');
  p = await k.provider('Suresh Gowda');
});

const slot = async () => (await k.slots(p, addDays(indianDayOf(new Date()), 2)))[20]!.start;
const textsTo = (userId: string) => t.db.select().from(texts).where(eq(texts.userId, userId));
const deliver = () => t.app.jobs.runNow('deliver-texts');
const silentLog = { warn: () => undefined };
/** A day-time minute in India, so quiet hours do not hold what a test sends. */
const DAYTIME = new Date('2026-12-03T11:00:00+05:30');
const dayTime = () =>
  t.db
    .update(texts)
    .set({ notBefore: new Date(Date.now() - 1000) })
    .where(eq(texts.status, 'queued'));

describe('what a booking sends', () => {
  it('a paid booking tells both parties once, each in their language, through the mailbox', async () => {
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, p.id));
    const { _id } = await k.booked(seeker, p, await slot());
    await k.pay(seeker, _id);
    const [toSeeker] = await textsTo(seeker.id);
    const [toProvider] = await textsTo(p.id);
    expect(toSeeker).toMatchObject({ template: 'bookingConfirmed', language: 'en', toPhone: seeker.phone });
    expect(toProvider).toMatchObject({ template: 'bookingConfirmed', language: 'hi', toPhone: p.phone });
    await dayTime();
    await deliver();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, p.phone));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'WhatsApp: bookingConfirmed' });
    expect(mails[0]!.text).toContain('Asha Rao');
    expect(mails[0]!.text).toContain('बुकिंग पक्की');
    expect((await textsTo(p.id))[0]).toMatchObject({ status: 'sent', channel: 'whatsapp' });
    // Sent once: running the job again sends nothing more.
    await deliver();
    expect(await t.db.$count(outbox, eq(outbox.to, p.phone))).toBe(1);
  });

  it('a cancellation tells the other party with the refund', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    await k.pay(seeker, _id);
    await k.setStatus(seeker, _id, { status: 'cancelled', reason: 'Plans changed' });
    const sent = (await textsTo(p.id)).find((x) => x.template === 'bookingCancelled');
    expect(sent?.vars).toMatchObject({ member: 'Asha Rao', refund: '₹500' });
    expect((await textsTo(seeker.id)).filter((x) => x.template === 'bookingCancelled')).toHaveLength(0);
    // Its refund, processed by the TEST provider, tells the seeker.
    expect((await textsTo(seeker.id)).find((x) => x.template === 'paymentRefunded')?.vars).toMatchObject({
      amount: '₹500',
    });
  });
});

describe('rules', () => {
  it('one text per dedupe key however often it is queued; nothing for an erased member', async () => {
    const queue = () =>
      t.db.transaction((tx) =>
        queueText(
          tx,
          { userId: seeker.id, template: 'signInCode', vars: { code: '123456' }, dedupeKey: `t:${seeker.id}` },
          DAYTIME,
        ),
      );
    const answers = await Promise.all(Array.from({ length: 10 }, queue));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await textsTo(seeker.id)).toHaveLength(1);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, p.id));
    expect(
      await queueText(t.db, { userId: p.id, template: 'signInCode', vars: { code: '1' }, dedupeKey: `t:${p.id}` }),
    ).toBe(false);
  });

  it('holds a booking text queued at night until 09:00 in India, but not a code', async () => {
    const night = new Date('2026-12-03T22:30:00+05:30');
    await queueText(
      t.db,
      { userId: seeker.id, template: 'quoteReceived', vars: {}, dedupeKey: `n:${seeker.id}` },
      night,
    );
    await queueText(
      t.db,
      { userId: seeker.id, template: 'signInCode', vars: { code: '9' }, dedupeKey: `c:${seeker.id}` },
      night,
    );
    const rows = await textsTo(seeker.id);
    expect(rows.find((r) => r.template === 'quoteReceived')!.notBefore).toEqual(new Date('2026-12-04T09:00:00+05:30'));
    expect(rows.find((r) => r.template === 'signInCode')!.notBefore).toEqual(night);
  });

  it('with no provider a text is skipped and says why; an outage is retried later; a refusal fails', async () => {
    const key = (n: string) => `r:${seeker.id}:${n}`;
    for (const n of ['a', 'b', 'c']) {
      await queueText(
        t.db,
        { userId: seeker.id, template: 'signInCode', vars: { code: n }, dedupeKey: key(n) },
        DAYTIME,
      );
    }
    const base = { db: t.db, log: silentLog, dltTemplateIds: {}, whatsappTemplates: {} };
    const only = (n: string) =>
      t.db
        .update(texts)
        .set({ notBefore: new Date('2099-01-01') })
        .where(and(eq(texts.userId, seeker.id), eq(texts.status, 'queued')))
        .then(() =>
          t.db
            .update(texts)
            .set({ notBefore: new Date(0) })
            .where(eq(texts.dedupeKey, key(n))),
        );
    await only('a');
    await deliverDueTexts({ ...base, sms: null, whatsapp: null });
    const down: TextProvider = {
      name: 'msg91',
      channel: 'sms',
      send: () => Promise.reject(new Error('connect ETIMEDOUT')),
    };
    await only('b');
    await deliverDueTexts({ ...base, sms: down, whatsapp: null, dltTemplateIds: { signInCode: '1207' } });
    const refusing: TextProvider = {
      name: 'msg91',
      channel: 'sms',
      send: async () => {
        const { TextRefusedError } = await import('./providers.js');
        throw new TextRefusedError('Invalid mobile number', false);
      },
    };
    await only('c');
    await deliverDueTexts({ ...base, sms: refusing, whatsapp: null, dltTemplateIds: { signInCode: '1207' } });
    const rows = new Map((await textsTo(seeker.id)).map((r) => [r.dedupeKey, r]));
    expect(rows.get(key('a'))).toMatchObject({ status: 'skipped', error: 'no SMS or WhatsApp provider is set up' });
    expect(rows.get(key('b'))).toMatchObject({ status: 'queued', error: 'connect ETIMEDOUT' });
    expect(rows.get(key('b'))!.notBefore.getTime()).toBeGreaterThan(Date.now());
    expect(rows.get(key('c'))).toMatchObject({ status: 'failed', error: 'Invalid mobile number', channel: 'sms' });
  });

  it('two workers at once send each text once', async () => {
    for (let i = 0; i < 12; i++) {
      await queueText(
        t.db,
        { userId: seeker.id, template: 'signInCode', vars: { code: String(i) }, dedupeKey: `w:${seeker.id}:${i}` },
        DAYTIME,
      );
    }
    await Promise.all([deliver(), deliver(), deliver()]);
    expect(await t.db.$count(outbox, eq(outbox.to, seeker.phone))).toBe(12);
  });
});
