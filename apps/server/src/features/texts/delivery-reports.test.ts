import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textReports, texts } from '../../db/schema/index.js';
import { hmacSha256Hex } from '../../platform/signature.js';
import { createTestApp, type TestApp } from '../../../test/app.js';

/**
 * Delivery reports (docs/decisions/039): MSG91's webhook proves itself with the token in its URL,
 * WhatsApp's with X-Hub-Signature-256; each report moves its text on once, however often and in
 * whatever order it comes; a forged one changes nothing.
 */
const APP_SECRET = 'meta-app-secret';
const TOKEN = 'msg91-webhook-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    MSG91_WEBHOOK_TOKEN: TOKEN,
  });
});
afterAll(() => t.close());

let serial = 0;
/** A text as the job leaves it once its provider took it. */
async function sentText(channel: 'sms' | 'whatsapp') {
  const providerMessageId = `${channel}-${Date.now()}-${++serial}`;
  const [row] = await t.db
    .insert(texts)
    .values({
      userId: null,
      template: 'bookingConfirmed',
      toPhone: '9876543210',
      language: 'en',
      vars: {},
      dedupeKey: `report-test-${providerMessageId}`,
      status: 'sent',
      channel,
      providerMessageId,
      sentAt: new Date(),
    })
    .returning();
  return row!;
}
const textOf = async (id: string) => (await t.db.select().from(texts).where(eq(texts.id, id)))[0]!;

const whatsappBody = (id: string, status: string, extra: object = {}) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: { statuses: [{ id, status, timestamp: '1764757200', recipient_id: '919876543210', ...extra }] },
          },
        ],
      },
    ],
  });
const toWhatsApp = (body: string, signature = `sha256=${hmacSha256Hex(APP_SECRET, body)}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/texts/whatsapp/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
const toMsg91 = (body: object, token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/texts/msg91/report?token=${encodeURIComponent(token)}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('WhatsApp statuses', () => {
  it('a signed "delivered" marks the text delivered once, however often it comes', async () => {
    const text = await sentText('whatsapp');
    const body = whatsappBody(text.providerMessageId!, 'delivered');
    const answers = await Promise.all(Array.from({ length: 20 }, () => toWhatsApp(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect(await t.db.$count(textReports, eq(textReports.textId, text.id))).toBe(1);
    const after = await textOf(text.id);
    expect(after.status).toBe('delivered');
    expect(after.deliveredAt?.toISOString()).toBe('2025-12-03T10:20:00.000Z');
    // "read" is a delivery too: nothing new.
    expect((await toWhatsApp(whatsappBody(text.providerMessageId!, 'read'))).json().applied).toBe(false);
  });

  it('a failure is recorded with its reason, and never undoes a delivery', async () => {
    const failing = await sentText('whatsapp');
    const failed = whatsappBody(failing.providerMessageId!, 'failed', {
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    expect((await toWhatsApp(failed)).json().applied).toBe(true);
    expect(await textOf(failing.id)).toMatchObject({ status: 'failed', error: 'Message undeliverable' });

    const delivered = await sentText('whatsapp');
    await toWhatsApp(whatsappBody(delivered.providerMessageId!, 'delivered'));
    await toWhatsApp(whatsappBody(delivered.providerMessageId!, 'failed', { errors: [{ title: 'late' }] }));
    expect((await textOf(delivered.id)).status).toBe('delivered');
  });

  it('refuses a wrong or missing signature and changes nothing', async () => {
    const text = await sentText('whatsapp');
    const body = whatsappBody(text.providerMessageId!, 'delivered');
    const forged = await toWhatsApp(body, `sha256=${hmacSha256Hex('not-the-secret', body)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await toWhatsApp(body, '')).statusCode).toBe(400);
    expect((await textOf(text.id)).status).toBe('sent');
    expect(await t.db.$count(textReports, eq(textReports.textId, text.id))).toBe(0);
  });

  it('answers Meta’s set-up handshake only with our verify token', async () => {
    const ask = (token: string) =>
      t.app.inject({
        url: `/api/texts/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await ask('verify-me');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await ask('guess')).statusCode).toBe(400);
  });
});

describe('MSG91 delivery reports', () => {
  it('a report with the token marks the SMS delivered (its time read as India’s), once', async () => {
    const text = await sentText('sms');
    const report = {
      requestId: text.providerMessageId,
      status: '1',
      desc: 'DELIVERED',
      deliveryTime: '2026-12-03 10:06:20',
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => toMsg91(report)));
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    const after = await textOf(text.id);
    expect(after.status).toBe('delivered');
    expect(after.deliveredAt?.toISOString()).toBe('2026-12-03T04:36:20.000Z');
  });

  it('reads the older form (data as JSON text, a report list) and its failure codes', async () => {
    const text = await sentText('sms');
    const data = JSON.stringify([
      { requestId: text.providerMessageId, report: [{ date: '2026-12-03 10:06:20', status: '17', desc: 'BLOCKED' }] },
    ]);
    expect((await toMsg91({ data })).json().applied).toBe(true);
    expect(await textOf(text.id)).toMatchObject({ status: 'failed', error: 'blocked number' });
  });

  it('refuses a wrong token and changes nothing', async () => {
    const text = await sentText('sms');
    const wrong = await toMsg91({ requestId: text.providerMessageId, status: '1' }, 'guess');
    expect(wrong.statusCode).toBe(400);
    expect((await textOf(text.id)).status).toBe('sent');
  });
});
