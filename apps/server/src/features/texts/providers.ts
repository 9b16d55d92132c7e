import type { Language } from '@sevak/shared';

/**
 * Where SMS and WhatsApp messages go (docs/decisions/039): an adapter per provider, chosen by
 * SMS_PROVIDER and WHATSAPP_PROVIDER. Each sends one templated message and answers the provider's
 * id for it (delivery reports name it). A refusal says whether trying again could help.
 */
export type OutgoingText = {
  /** A 10-digit Indian mobile number. */
  to: string;
  template: string;
  language: Language;
  /** The template's blanks, in their order, with their values. */
  vars: [name: string, value: string][];
  /** The words as rendered (the local provider keeps them; a gateway renders its registered copy). */
  body: string;
  /** The DLT template id (SMS) or the approved template's name (WhatsApp). */
  registeredAs: string;
};

export type TextProvider = {
  name: 'msg91' | 'whatsapp' | 'local';
  channel: 'sms' | 'whatsapp';
  send(text: OutgoingText): Promise<{ providerMessageId: string }>;
};

export class TextRefusedError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'TextRefusedError';
  }
}

type Fetch = typeof fetch;

async function post(fetchFn: Fetch, url: string, headers: Record<string, string>, body: object) {
  const res = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const error = json.error as { message?: string } | undefined;
    const words = error?.message ?? (typeof json.message === 'string' ? json.message : `answered ${res.status}`);
    throw new TextRefusedError(words, res.status >= 500 || res.status === 429);
  }
  return json;
}

/** MSG91's Flow API (SMS in India, DLT-registered templates): POST /api/v5/flow. */
export function createMsg91Provider(
  settings: { authKey: string },
  baseUrl = 'https://control.msg91.com',
  fetchFn: Fetch = fetch,
): TextProvider {
  return {
    name: 'msg91',
    channel: 'sms',
    async send(text) {
      const answer = await post(
        fetchFn,
        `${baseUrl}/api/v5/flow`,
        { authkey: settings.authKey },
        {
          template_id: text.registeredAs,
          short_url: '0',
          recipients: [{ mobiles: `91${text.to}`, ...Object.fromEntries(text.vars) }],
        },
      );
      if (answer.type !== 'success' || typeof answer.message !== 'string') {
        throw new TextRefusedError(String(answer.message ?? 'MSG91 did not take the message'), false);
      }
      return { providerMessageId: answer.message };
    },
  };
}

/** The WhatsApp Business Cloud API: an approved template message from the business's number. */
export function createWhatsAppProvider(
  settings: { token: string; phoneNumberId: string },
  baseUrl = 'https://graph.facebook.com/v21.0',
  fetchFn: Fetch = fetch,
): TextProvider {
  return {
    name: 'whatsapp',
    channel: 'whatsapp',
    async send(text) {
      const answer = await post(
        fetchFn,
        `${baseUrl}/${settings.phoneNumberId}/messages`,
        { authorization: `Bearer ${settings.token}` },
        {
          messaging_product: 'whatsapp',
          to: `91${text.to}`,
          type: 'template',
          template: {
            name: text.registeredAs,
            language: { code: text.language },
            components: [{ type: 'body', parameters: text.vars.map(([, value]) => ({ type: 'text', text: value })) }],
          },
        },
      );
      const id = (answer.messages as { id?: string }[] | undefined)?.[0]?.id;
      if (!id) throw new TextRefusedError('WhatsApp answered no message id', true);
      return { providerMessageId: id };
    },
  };
}

/**
 * The TEST provider: nothing leaves; each message is written to the development mailbox
 * (GET /api/admin/outbox), addressed to the phone, where journeys read codes.
 */
export function createLocalTextProvider(
  channel: 'sms' | 'whatsapp',
  writeToMailbox: (to: string, subject: string, body: string) => Promise<string>,
): TextProvider {
  return {
    name: 'local',
    channel,
    async send(text) {
      const id = await writeToMailbox(
        text.to,
        `${channel === 'sms' ? 'SMS' : 'WhatsApp'}: ${text.template}`,
        text.body,
      );
      return { providerMessageId: `local_${id}` };
    },
  };
}
