import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { outbox } from '../db/schema/index.js';
import type { Db } from './db.js';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Email (DESIGN §2): every message is written to the outbox table first; with SMTP_URL it is
 * then sent through nodemailer and marked sent (or its error kept). Without SMTP_URL the outbox
 * is the whole delivery, which admins can read in development. Logs name the recipient and
 * subject only — mail bodies carry codes.
 */
export function createMailer(
  deps: { db: Db; log: FastifyBaseLogger },
  smtpUrl: string | undefined,
  from = 'Sevak <no-reply@sevak.local>',
): Mailer {
  const transport: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from })
    : undefined;
  return {
    async send(mail) {
      const [row] = await deps.db.insert(outbox).values(mail).returning({ id: outbox.id });
      if (!transport) {
        deps.log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL)');
        return;
      }
      // Delivery happens after the answer: a slow mail server must not slow the request, nor
      // make "account exists" measurable by time.
      void transport
        .sendMail({ to: mail.to, subject: mail.subject, text: mail.text })
        .then(() => deps.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id)))
        .catch(async (err: unknown) => {
          const error = err instanceof Error ? err.message : String(err);
          deps.log.error({ to: mail.to, subject: mail.subject, error }, 'mail could not be sent');
          await deps.db.update(outbox).set({ error }).where(eq(outbox.id, row!.id)).catch(() => {});
        });
    },
  };
}
