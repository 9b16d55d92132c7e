import { indianDayOf, addDays, startOfIndianDay } from '@sevak/shared';
import type { TextRow } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { findUserById } from '../members/index.js';
import { TextRefusedError, type TextProvider } from './providers.js';
import { blanksOf, renderTemplate, TEMPLATES, type TemplateKind, type TemplateName } from './templates.js';
import type { DeliveryReport } from './delivery-reports.js';
import { applyDeliveryReport, insertText, takeDueTexts, updateText, writeToDevMailbox } from './texts.repo.js';
import { createLocalTextProvider, createMsg91Provider, createWhatsAppProvider } from './providers.js';

/*
 * SMS and WhatsApp (docs/decisions/039). A feature queues a text in the transaction of what it
 * tells (`queueText`), so a rolled-back change sends nothing and a repeated one sends once (its
 * dedupe key). The job queue sends what is due (`deliverDueTexts`), outside any transaction.
 */

/** Quiet hours in India: nothing but codes between 21:00 and 09:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_TO_HOUR = 9;
const IST_OFFSET_MS = 5.5 * 3_600_000;

/** When a text queued at `at` may go: at once, or at 09:00 in India after a quiet night. */
export function sendableAt(kind: 'code' | 'transactional' | 'marketing', at: Date): Date {
  if (kind === 'code') return at;
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  if (hour >= QUIET_TO_HOUR && hour < QUIET_FROM_HOUR) return at;
  const today = indianDayOf(at);
  const day = hour >= QUIET_FROM_HOUR ? addDays(today, 1) : today;
  return new Date(startOfIndianDay(day).getTime() + QUIET_TO_HOUR * 3_600_000);
}

/**
 * Queues `template` for a member, once per `dedupeKey`, in the caller's transaction; in their
 * language, to their phone. A marketing text goes only with their consent; an erased member gets
 * nothing. Answers whether it was queued now.
 */
export async function queueText(
  tx: DbOrTx,
  input: {
    userId: string;
    template: TemplateName;
    vars: Record<string, string>;
    dedupeKey: string;
    /** Not before this time (later still after a quiet night); default now. */
    notBefore?: Date;
    /** Pointless after this time (a reminder of a job): not queued when quiet hours would hold it past. */
    sendBefore?: Date;
  },
  now = new Date(),
): Promise<boolean> {
  const kind = TEMPLATES[input.template].kind as TemplateKind;
  const at = sendableAt(kind, input.notBefore ?? now);
  if (input.sendBefore && at >= input.sendBefore) return false;
  const member = await findUserById(tx, input.userId);
  if (!member || member.deletedAt) return false;
  if (kind === 'marketing' && !member.marketingConsent) return false;
  return insertText(tx, {
    userId: member.id,
    template: input.template,
    toPhone: member.phone,
    language: member.language,
    vars: input.vars,
    dedupeKey: input.dedupeKey,
    notBefore: at,
  });
}

/** The providers set up, and what each template is registered as with them. */
export type TextDeps = {
  db: Db;
  sms: TextProvider | null;
  whatsapp: TextProvider | null;
  /** Template → DLT template id (MSG91); the local provider needs none. */
  dltTemplateIds: Record<string, string>;
  /** Template → approved WhatsApp template name; the local provider needs none. */
  whatsappTemplates: Record<string, string>;
  log: { warn(obj: object, msg: string): void };
  /**
   * Per template, whether a queued text is still worth sending when its time comes (the
   * composition root wires them: a "message waiting" text is skipped once the message was read).
   */
  stillWanted?: Partial<Record<TemplateName, (db: Db, row: TextRow) => Promise<boolean>>>;
};

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/** Where a text goes: WhatsApp where its template is set up there (codes: SMS first), else SMS. */
function routeOf(deps: TextDeps, row: TextRow): { provider: TextProvider; registeredAs: string } | string {
  const registered = (p: TextProvider | null, ids: Record<string, string>) =>
    p && (p.name === 'local' ? row.template : ids[row.template]);
  const sms = registered(deps.sms, deps.dltTemplateIds);
  const whatsapp = registered(deps.whatsapp, deps.whatsappTemplates);
  const order =
    TEMPLATES[row.template as TemplateName]?.kind === 'code'
      ? [
          [deps.sms, sms],
          [deps.whatsapp, whatsapp],
        ]
      : [
          [deps.whatsapp, whatsapp],
          [deps.sms, sms],
        ];
  for (const [provider, as] of order as [TextProvider | null, string | null | undefined][]) {
    if (provider && as) return { provider, registeredAs: as };
  }
  if (!deps.sms && !deps.whatsapp) return 'no SMS or WhatsApp provider is set up';
  return `template ${row.template} is not registered with the SMS or WhatsApp provider`;
}

/** The job queue's turn: every text due is sent; answers how many were taken. */
export async function deliverDueTexts(deps: TextDeps, limit = 50): Promise<number> {
  const due = await takeDueTexts(deps.db, limit, LEASE_SECONDS);
  for (const row of due) {
    const route = routeOf(deps, row);
    if (typeof route === 'string') {
      await updateText(deps.db, row.id, { status: 'skipped', error: route });
      continue;
    }
    const name = row.template as TemplateName;
    const wanted = deps.stillWanted?.[name];
    if (wanted && !(await wanted(deps.db, row))) {
      await updateText(deps.db, row.id, { status: 'skipped', error: 'no longer needed' });
      continue;
    }
    try {
      const { providerMessageId } = await route.provider.send({
        to: row.toPhone,
        template: row.template,
        language: row.language,
        vars: blanksOf(name).map((blank) => [blank, row.vars[blank] ?? '']),
        body: renderTemplate(name, row.language, row.vars),
        registeredAs: route.registeredAs,
      });
      await updateText(deps.db, row.id, {
        status: 'sent',
        channel: route.provider.channel,
        providerMessageId,
        sentAt: new Date(),
        error: null,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const again = !(err instanceof TextRefusedError) || err.retryable;
      if (again && row.attempts < MAX_ATTEMPTS) {
        const delay = Math.min(3600, 30 * 2 ** row.attempts);
        await updateText(deps.db, row.id, { error: reason, notBefore: new Date(Date.now() + delay * 1000) });
      } else {
        await updateText(deps.db, row.id, { status: 'failed', channel: route.provider.channel, error: reason });
      }
      deps.log.warn({ textId: row.id, template: row.template, reason }, 'texts: not sent');
    }
  }
  return due.length;
}

/** The providers the settings choose (docs/decisions/039); the local ones write to the development mailbox. */
export function createTextProviders(
  db: Db,
  settings: {
    SMS_PROVIDER: 'msg91' | 'local' | null;
    WHATSAPP_PROVIDER: 'whatsapp' | 'local' | null;
    MSG91_AUTH_KEY?: string | undefined;
    WHATSAPP_TOKEN?: string | undefined;
    WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
    SMS_DLT_TEMPLATE_IDS: Record<string, string>;
    WHATSAPP_TEMPLATES: Record<string, string>;
  },
): Omit<TextDeps, 'db' | 'log'> {
  const mailbox = (to: string, subject: string, body: string) => writeToDevMailbox(db, to, subject, body);
  const sms =
    settings.SMS_PROVIDER === 'msg91'
      ? createMsg91Provider({ authKey: settings.MSG91_AUTH_KEY! })
      : settings.SMS_PROVIDER === 'local'
        ? createLocalTextProvider('sms', mailbox)
        : null;
  const whatsapp =
    settings.WHATSAPP_PROVIDER === 'whatsapp'
      ? createWhatsAppProvider({ token: settings.WHATSAPP_TOKEN!, phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID! })
      : settings.WHATSAPP_PROVIDER === 'local'
        ? createLocalTextProvider('whatsapp', mailbox)
        : null;
  return {
    sms,
    whatsapp,
    dltTemplateIds: settings.SMS_DLT_TEMPLATE_IDS,
    whatsappTemplates: settings.WHATSAPP_TEMPLATES,
  };
}

/**
 * A provider's delivery reports, each applied once (text_reports): answers whether any was new.
 * Reports of messages that are not ours are kept too, and change nothing.
 */
export async function applyDeliveryReports(db: Db, reports: DeliveryReport[]): Promise<{ applied: boolean }> {
  let applied = false;
  for (const report of reports) {
    if (await db.transaction((tx) => applyDeliveryReport(tx, report))) applied = true;
  }
  return { applied };
}
