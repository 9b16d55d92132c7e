import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { outbox } from '../db/schema/index.js';
import type { Db } from './db.js';
import { redactText } from './logger.js';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Email (docs/contract.md §2), by MAIL_PROVIDER (docs/decisions/025). `smtpUrl` null is the development
 * mailbox: every message is written to the outbox table and nothing is sent (admins read it;
 * journeys read codes there). With an SMTP URL the message goes out through nodemailer and the
 * outbox keeps only the delivery record (recipient, subject, sent or its error): never a body,
 * which may carry a code. Log lines name neither the recipient nor the body.
 */
export function createMailer(
  deps: { db: Db; log: FastifyBaseLogger },
  smtpUrl: string | null,
  from = 'Sevak <no-reply@sevak.local>',
): Mailer {
  // nodemailer is loaded only where mail goes out by SMTP, not at every start.
  const nodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport: Transporter | undefined = smtpUrl ? nodemailer().createTransport(smtpUrl, { from }) : undefined;
  return {
    async send(mail) {
      const [row] = await deps.db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: transport ? null : mail.text })
        .returning({ id: outbox.id });
      const mailId = row!.id;
      if (!transport) {
        deps.log.info(
          { mailId, subject: mail.subject },
          'mail written to the development mailbox (MAIL_PROVIDER=local)',
        );
        return;
      }
      // Delivery happens after the answer: a slow mail server must not slow the request, nor
      // make "account exists" measurable by time.
      void transport
        .sendMail({ to: mail.to, subject: mail.subject, text: mail.text })
        .then(() => deps.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, mailId)))
        .catch(async (err: unknown) => {
          const error = err instanceof Error ? err.message : String(err);
          deps.log.error({ mailId, subject: mail.subject, error: redactText(error) }, 'mail could not be sent');
          await deps.db
            .update(outbox)
            .set({ error })
            .where(eq(outbox.id, mailId))
            .catch(() => {});
        });
    },
  };
}
