import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { outbox, textReports, texts, type TextRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** Queues a text once per dedupe key: false when that key was queued before. */
export async function insertText(
  tx: DbOrTx,
  values: Pick<TextRow, 'userId' | 'template' | 'toPhone' | 'language' | 'vars' | 'dedupeKey' | 'notBefore'>,
): Promise<boolean> {
  const rows = await tx.insert(texts).values(values).onConflictDoNothing().returning({ id: texts.id });
  return rows.length > 0;
}

/** Up to `limit` queued texts whose time has come, each leased for `leaseSeconds` (another worker skips it). */
export async function takeDueTexts(db: DbOrTx, limit: number, leaseSeconds: number): Promise<TextRow[]> {
  const due = db
    .select({ id: texts.id })
    .from(texts)
    .where(and(eq(texts.status, 'queued'), lte(texts.notBefore, sql`now()`)))
    .orderBy(asc(texts.notBefore))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(texts)
    .set({ notBefore: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${texts.attempts} + 1` })
    .where(inArray(texts.id, due))
    .returning();
}

export async function updateText(db: DbOrTx, id: string, set: Partial<TextRow>) {
  await db.update(texts).set(set).where(eq(texts.id, id));
}

/** The TEST provider's delivery: the development mailbox, addressed to the phone. */
export async function writeToDevMailbox(db: DbOrTx, to: string, subject: string, text: string): Promise<string> {
  const [row] = await db.insert(outbox).values({ to, subject, text, sentAt: new Date() }).returning({ id: outbox.id });
  return row!.id;
}

/**
 * Keeps a delivery report once and moves its text on: `sent` → `delivered` or `failed` (a failure
 * never undoes a delivery, and a late delivery report mends an earlier failure). Answers whether
 * the report was new; a repeat (the same message, channel and status) changes nothing.
 */
export async function applyDeliveryReport(
  tx: DbOrTx,
  report: {
    channel: 'sms' | 'whatsapp';
    providerMessageId: string;
    status: 'delivered' | 'failed';
    occurredAt: Date;
    error: string | null;
  },
): Promise<boolean> {
  const [text] = await tx
    .select({ id: texts.id })
    .from(texts)
    .where(and(eq(texts.channel, report.channel), eq(texts.providerMessageId, report.providerMessageId)));
  const kept = await tx
    .insert(textReports)
    .values({ ...report, textId: text?.id ?? null })
    .onConflictDoNothing()
    .returning({ id: textReports.id });
  if (kept.length === 0 || !text) return kept.length > 0;
  await tx
    .update(texts)
    .set(
      report.status === 'delivered'
        ? { status: 'delivered', deliveredAt: report.occurredAt, error: null }
        : { status: 'failed', error: report.error },
    )
    .where(
      and(eq(texts.id, text.id), inArray(texts.status, report.status === 'delivered' ? ['sent', 'failed'] : ['sent'])),
    );
  return true;
}
