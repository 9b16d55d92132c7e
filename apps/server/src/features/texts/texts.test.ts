import { addDays, indianDayOf } from '@sevak/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, texts, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import type { TextProvider } from './providers.js';
import { queueReminders } from '../work/bookings.service.js';
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

const HOUR = 3_600_000;
/** A paid booking moved to `start` (its payment two days before `DAYTIME`). */
async function confirmedAt(start: Date) {
  const { _id } = await k.booked(seeker, p, await slot());
  await k.pay(seeker, _id);
  await k.setRow(_id, {
    slotStart: start,
    slotEnd: new Date(start.getTime() + HOUR),
    paidAt: new Date(DAYTIME.getTime() - 48 * HOUR),
  });
  return _id;
}
const reminders = async (id: string) =>
  (await t.db.select().from(texts).where(eq(texts.template, 'bookingReminder'))).filter((x) =>
    x.dedupeKey.startsWith(`booking:${id}:`),
  );

describe('reminders and on the way', () => {
  it('reminds both parties 24 h and 1 h before, each once however many sweeps run at once', async () => {
    const id = await confirmedAt(new Date(DAYTIME.getTime() + 23.9 * HOUR));
    await Promise.all([1, 2, 3, 4].map(() => queueReminders(t.db, DAYTIME)));
    const first = await reminders(id);
    expect(first.map((x) => x.userId).sort()).toEqual([seeker.id, p.id].sort());
    expect(first.every((x) => x.dedupeKey.includes(':remind:24h:'))).toBe(true);
    expect(first.find((x) => x.userId === seeker.id)!.vars).toMatchObject({ member: 'Suresh Gowda' });

    // 23 hours later: the 1 h reminder, once; nothing more after it.
    const later = new Date(DAYTIME.getTime() + 23 * HOUR);
    await Promise.all([1, 2, 3].map(() => queueReminders(t.db, later)));
    await queueReminders(t.db, new Date(later.getTime() + 10 * 60_000));
    const all = await reminders(id);
    expect(all).toHaveLength(4);
    expect(all.filter((x) => x.dedupeKey.includes(':remind:1h:'))).toHaveLength(2);
  });

  it('sends no reminder for a job paid just before it, nor one the night would hold past its start', async () => {
    const late = await confirmedAt(new Date(DAYTIME.getTime() + 20 * HOUR));
    await k.setRow(late, { paidAt: new Date(DAYTIME.getTime() - HOUR) });
    // 07:30 in India: a 1 h reminder could go only at 09:00, after the job.
    const early = await confirmedAt(new Date('2026-12-04T07:30:00+05:30'));
    await queueReminders(t.db, new Date('2026-12-04T06:45:00+05:30'));
    await queueReminders(t.db, DAYTIME);
    expect(await reminders(late)).toHaveLength(0);
    expect((await reminders(early)).filter((x) => x.dedupeKey.includes(':remind:1h:'))).toHaveLength(0);
  });

  it('tells the seeker once that the provider is on the way, from three hours before the job', async () => {
    const soon = await confirmedAt(new Date(Date.now() + HOUR));
    const press = (who: Party) => k.call('POST', `/work/requests/${soon}/on-the-way`, who.cookie);
    const answers = await Promise.all([press(p), press(p), press(p)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json().message).toBe('The customer has been told you are on the way.');
    expect(answers[0]!.json().request.onTheWayAt).not.toBeNull();
    const told = (await textsTo(seeker.id)).filter((x) => x.template === 'providerOnTheWay');
    expect(told).toHaveLength(1);
    expect(told[0]!.vars).toMatchObject({ member: 'Suresh Gowda' });
    expect((await press(seeker)).statusCode).toBe(403);

    const later = await confirmedAt(new Date(Date.now() + 5 * HOUR));
    const tooEarly = await k.call('POST', `/work/requests/${later}/on-the-way`, p.cookie);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe('You can say you are on the way from 3 hours before the job.');
  });
});

describe('a message waiting', () => {
  const message = (who: Party, id: string, text: string) =>
    k.call('POST', `/work/requests/${id}/messages`, who.cookie, {
      clientId: `c-${Date.now()}-${Math.random()}`.replace('.', ''),
      text,
    });
  const waiting = async (userId: string) => (await textsTo(userId)).filter((x) => x.template === 'messageWaiting');

  it('tells a member who has not read a message in five minutes, at most once an hour', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const before = Date.now();
    for (const words of ['Is the gate code needed?', 'It is 4321.', 'Second floor.']) await message(seeker, _id, words);
    const rows = await waiting(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.vars).toMatchObject({ member: 'Asha Rao', workRequestId: _id });
    expect(rows[0]!.notBefore.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(await waiting(seeker.id)).toHaveLength(0);
    await dayTime();
    await deliver();
    expect((await waiting(p.id))[0]!.status).toBe('sent');
  });

  it('sends nothing when the message was read by the time the text is due', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    await message(p, _id, 'I can come at 10.');
    await k.call('POST', `/work/requests/${_id}/messages/read`, seeker.cookie);
    await dayTime();
    await deliver();
    expect(await waiting(seeker.id)).toMatchObject([{ status: 'skipped', error: 'no longer needed' }]);
    expect(await t.db.$count(outbox, eq(outbox.to, seeker.phone))).toBe(0);
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
