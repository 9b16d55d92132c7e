import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { ekycSubmissions, invoices, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** The job invoices issued in [from, to): the supplies TCS and TDS were taken on, oldest first. */
function jobInvoicesBetween(from: Date, to: Date) {
  return and(eq(invoices.kind, 'job'), gte(invoices.issuedAt, from), lt(invoices.issuedAt, to));
}

/** A provider's job invoices of a period (their own and those Sevak issued for them under s.9(5)). */
export async function jobInvoicesOfSeller(db: DbOrTx, sellerId: string, from: Date, to: Date) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.sellerId, sellerId), jobInvoicesBetween(from, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.serial));
}

/** Every job invoice of a period with TCS collected, for GSTR-8 (one row a supply). */
export async function tcsInvoicesBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select()
    .from(invoices)
    .where(and(jobInvoicesBetween(from, to), sql`${invoices.tcsPaise} > 0`))
    .orderBy(asc(invoices.issuedAt), asc(invoices.serial));
}

/**
 * Every job invoice of a period with TDS deducted, for 26Q, with the deductee's PAN (sealed) from
 * their latest verified e-KYC — null when they have none.
 */
export async function tdsInvoicesBetween(db: DbOrTx, from: Date, to: Date) {
  const pan = sql<string | null>`(
    select e.pan_encrypted from ${ekycSubmissions} e
    where e.user_id = ${invoices.sellerId} and e.status = 'approved'
    order by e.reviewed_at desc nulls last, e.submitted_at desc limit 1)`;
  return db
    .select({ invoice: invoices, panEncrypted: pan })
    .from(invoices)
    .where(and(jobInvoicesBetween(from, to), sql`${invoices.tdsPaise} > 0`))
    .orderBy(asc(invoices.issuedAt), asc(invoices.serial));
}

/** What the ledger's TCS and TDS accounts received in a period (paise): the exports' totals must equal it. */
export async function withheldBetween(db: DbOrTx, from: Date, to: Date) {
  const rows = (await db.execute(sql`
    select a.code, coalesce(sum(t.amount_paise), 0)::bigint as paise
    from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
    where a.code in ('tcs_payable', 'tds_payable') and t.created_at >= ${from} and t.created_at < ${to}
    group by a.code`)) as unknown as { rows: { code: string; paise: string | number }[] };
  const of = (code: string) => Number(rows.rows.find((r) => r.code === code)?.paise ?? 0);
  return { tcsPaise: of('tcs_payable'), tdsPaise: of('tds_payable') };
}

/** Sets or clears a provider's s.194-O(4) exemption; the row as it was, or undefined for no live member. */
export async function setTdsExemption(tx: DbOrTx, userId: string, reason: string | null) {
  const [before] = await tx
    .select({ at: users.tdsExemptAt, reason: users.tdsExemptReason })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(users)
    .set({ tdsExemptAt: reason ? (before.at ?? new Date()) : null, tdsExemptReason: reason, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return before;
}
