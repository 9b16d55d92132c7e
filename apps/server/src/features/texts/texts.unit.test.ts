import { describe, expect, it } from 'vitest';
import { createMsg91Provider, createWhatsAppProvider, TextRefusedError } from './providers.js';
import { blanksOf, renderTemplate, TEMPLATES, type TemplateName } from './templates.js';
import { sendableAt } from './texts.service.js';

const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe('quiet hours (21:00–09:00 in India)', () => {
  it('lets a text go by day, holds one of the night until 09:00, and never holds a code', () => {
    expect(sendableAt('transactional', ist('2026-12-03', '20:59'))).toEqual(ist('2026-12-03', '20:59'));
    expect(sendableAt('transactional', ist('2026-12-03', '21:00'))).toEqual(ist('2026-12-04', '09:00'));
    expect(sendableAt('transactional', ist('2026-12-03', '23:30'))).toEqual(ist('2026-12-04', '09:00'));
    expect(sendableAt('transactional', ist('2026-12-04', '03:10'))).toEqual(ist('2026-12-04', '09:00'));
    expect(sendableAt('transactional', ist('2026-12-04', '09:00'))).toEqual(ist('2026-12-04', '09:00'));
    expect(sendableAt('code', ist('2026-12-04', '02:00'))).toEqual(ist('2026-12-04', '02:00'));
  });
});

describe('templates', () => {
  it('have the same blanks in English and Hindi, and fill them', () => {
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const hi = [...TEMPLATES[name].words.hi.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(hi, name).toEqual([...blanksOf(name)].sort());
    }
    expect(renderTemplate('signInCode', 'hi', { code: '482913' })).toContain('482913');
    expect(renderTemplate('bookingCancelled', 'en', { service: 'Tap repair' })).toContain('{{refund}}');
  });
});

function fakeFetch(status: number, body: object) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const text = {
  to: '9876543210',
  template: 'bookingConfirmed',
  language: 'hi' as const,
  vars: [
    ['service', 'Tap repair'],
    ['when', '05 Dec 2026, 10:00 am'],
    ['member', 'Suresh'],
  ] as [string, string][],
  body: 'unused by gateways',
  registeredAs: '1207161234567890123',
};

describe('MSG91 (SMS)', () => {
  it('sends the DLT template with its variables to the +91 number and keeps the request id', async () => {
    const { fn, calls } = fakeFetch(200, { type: 'success', message: '3663686e6a61313233343536' });
    const sms = createMsg91Provider({ authKey: 'auth-1' }, 'https://msg91.test', fn);
    expect(await sms.send(text)).toEqual({ providerMessageId: '3663686e6a61313233343536' });
    expect(calls[0]).toMatchObject({
      url: 'https://msg91.test/api/v5/flow',
      headers: { authkey: 'auth-1' },
      body: {
        template_id: '1207161234567890123',
        recipients: [{ mobiles: '919876543210', service: 'Tap repair', member: 'Suresh' }],
      },
    });
  });

  it('says whether a refusal may pass', async () => {
    const down = createMsg91Provider({ authKey: 'a' }, 'https://msg91.test', fakeFetch(503, {}).fn);
    const wrong = createMsg91Provider(
      { authKey: 'a' },
      'https://msg91.test',
      fakeFetch(401, { message: 'Invalid authkey' }).fn,
    );
    await expect(down.send(text)).rejects.toMatchObject({ retryable: true });
    const refused = await wrong.send(text).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TextRefusedError);
    expect(refused).toMatchObject({ message: 'Invalid authkey', retryable: false });
  });
});

describe('WhatsApp Cloud API', () => {
  it('sends the approved template in the member’s language with the blanks in order', async () => {
    const { fn, calls } = fakeFetch(200, { messages: [{ id: 'wamid.HBgM' }] });
    const wa = createWhatsAppProvider({ token: 'tok', phoneNumberId: '1055' }, 'https://graph.test/v21.0', fn);
    expect(await wa.send({ ...text, registeredAs: 'booking_confirmed' })).toEqual({ providerMessageId: 'wamid.HBgM' });
    expect(calls[0]).toMatchObject({
      url: 'https://graph.test/v21.0/1055/messages',
      headers: { authorization: 'Bearer tok' },
      body: {
        messaging_product: 'whatsapp',
        to: '919876543210',
        type: 'template',
        template: {
          name: 'booking_confirmed',
          language: { code: 'hi' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Tap repair' },
                { type: 'text', text: '05 Dec 2026, 10:00 am' },
                { type: 'text', text: 'Suresh' },
              ],
            },
          ],
        },
      },
    });
  });
});
