import { messages } from '@sevak/shared';
import { AppError } from '../../platform/errors.js';
import { hmacSha256Hex, sameSignature } from '../../platform/signature.js';
import { headerOf, type WebhookRequest } from '../../platform/webhook.js';

/**
 * Delivery reports as the providers send them (docs/decisions/039), read into one shape. Only a
 * call that proves it comes from the provider is read: WhatsApp signs the raw body with the Meta
 * app's secret (X-Hub-Signature-256: `sha256=<hex>`); MSG91 signs nothing, so its webhook URL
 * carries a secret token, compared in constant time. Reports that say neither delivered nor failed
 * (sent, queued) are left out: the text is already `sent` when its provider took it.
 */
export type DeliveryReport = {
  channel: 'sms' | 'whatsapp';
  providerMessageId: string;
  status: 'delivered' | 'failed';
  occurredAt: Date;
  error: string | null;
};

const refused = () => new AppError('WEBHOOK_SIGNATURE_INVALID', messages.payments.webhookSignatureInvalid);

function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new AppError('NOT_JSON', messages.common.notJson);
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** The WhatsApp Business Cloud API's webhook: `entry[].changes[].value.statuses[]`. */
export function readWhatsAppReports(webhook: WebhookRequest, appSecret: string | undefined): DeliveryReport[] {
  if (!appSecret) throw refused();
  const expected = `sha256=${hmacSha256Hex(appSecret, webhook.rawBody)}`;
  if (!sameSignature(expected, headerOf(webhook, 'x-hub-signature-256'))) throw refused();
  const reports: DeliveryReport[] = [];
  for (const entry of list(record(jsonOf(webhook.rawBody)).entry)) {
    for (const change of list(record(entry).changes)) {
      for (const item of list(record(record(change).value).statuses)) {
        const s = record(item);
        const id = text(s.id);
        const status =
          s.status === 'delivered' || s.status === 'read' ? 'delivered' : s.status === 'failed' ? 'failed' : null;
        if (!id || !status) continue;
        const seconds = Number(s.timestamp);
        const firstError = record(list(s.errors)[0]);
        reports.push({
          channel: 'whatsapp',
          providerMessageId: id,
          status,
          occurredAt: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          error: status === 'failed' ? (text(firstError.title) ?? text(firstError.message) ?? 'failed') : null,
        });
      }
    }
  }
  return reports;
}

/** MSG91's status codes (its delivery-report webhook): 1 delivered; 2 failed, 16/25 rejected, 17 blocked, 9 NDNC. */
const MSG91_FAILED: Record<string, string> = {
  '2': 'failed',
  '9': 'NDNC',
  '16': 'rejected',
  '17': 'blocked number',
  '25': 'rejected',
};

/**
 * MSG91's SMS delivery-report webhook, JSON: one report (`{requestId, status, desc?, failureReason?}`)
 * or a list of them, or the older form `{data: [{requestId, report: [{status, desc, date}]}]}`
 * (its `data` may be JSON text). `status` is MSG91's code or its word.
 */
export function readMsg91Reports(webhook: WebhookRequest, token: string | undefined): DeliveryReport[] {
  if (!token || !sameSignature(token, webhook.query?.token)) throw refused();
  const body = jsonOf(webhook.rawBody);
  const wrapped = record(body).data;
  const items = Array.isArray(body)
    ? body
    : wrapped !== undefined
      ? list(typeof wrapped === 'string' ? jsonOf(Buffer.from(wrapped)) : wrapped)
      : [body];
  const reports: DeliveryReport[] = [];
  const add = (requestId: string | undefined, r: Record<string, unknown>) => {
    const code = text(r.status)?.toLowerCase();
    const word = (text(r.desc) ?? text(r.description) ?? '').toLowerCase();
    const delivered = code === '1' || code === 'delivered' || word === 'delivered';
    const failure = code
      ? (MSG91_FAILED[code] ?? (['failed', 'rejected'].includes(code) ? code : undefined))
      : undefined;
    if (!requestId || (!delivered && !failure)) return;
    const when = text(r.deliveryTime) ?? text(r.date);
    // MSG91 writes its times in India's time, without a zone.
    const at = when ? new Date(`${when.replace(' ', 'T')}+05:30`) : new Date();
    reports.push({
      channel: 'sms',
      providerMessageId: requestId,
      status: delivered ? 'delivered' : 'failed',
      occurredAt: Number.isNaN(at.getTime()) ? new Date() : at,
      error: delivered ? null : (text(r.failureReason) ?? text(r.failedReason) ?? failure ?? 'failed'),
    });
  };
  for (const item of items) {
    const r = record(item);
    const inner = list(r.report);
    if (inner.length > 0) for (const each of inner) add(text(r.requestId), record(each));
    else add(text(r.requestId), r);
  }
  return reports;
}
