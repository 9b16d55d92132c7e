import { and, asc, eq, sql } from 'drizzle-orm';
import {
  categories,
  invoiceCounters,
  invoices,
  users,
  workRequests,
  type InvoiceRow,
  type NewInvoice,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The next serial number of a series: the counter row is created or moved on by one and stays
 * locked until the caller's transaction ends (docs/decisions/041), so two releases at once take
 * consecutive numbers and a rolled-back release gives its number back.
 */
export async function nextSerial(tx: DbOrTx, issuer: string, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ issuer, series, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.issuer, invoiceCounters.series, invoiceCounters.financialYear],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function insertInvoice(tx: DbOrTx, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** A booking's invoices, the job's first. */
export async function invoicesOfBooking(db: DbOrTx, workRequestId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.workRequestId, workRequestId))
    .orderBy(sql`${invoices.kind} <> 'job'`, asc(invoices.issuedAt));
}

export async function invoiceOfPayment(db: DbOrTx, paymentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row;
}

/** What a booking's invoices need of it: the job's address and category, and both members. */
export async function bookingForInvoice(db: DbOrTx, workRequestId: string) {
  const seeker = alias(users, 'seeker');
  const provider = alias(users, 'provider');
  const [row] = await db
    .select({
      address: workRequests.address,
      category: workRequests.category,
      seeker: { name: seeker.name, language: seeker.language },
      provider: {
        name: provider.name,
        businessName: provider.businessName,
        businessAddress: provider.businessAddress,
        address: provider.address,
        gstin: provider.gstin,
        tdsExemptAt: provider.tdsExemptAt,
      },
      tax: {
        sacCode: categories.sacCode,
        gstRatePercent: categories.gstRatePercent,
        operatorPaysTax: categories.operatorPaysTax,
      },
    })
    .from(workRequests)
    .innerJoin(seeker, eq(seeker.id, workRequests.seekerId))
    .innerJoin(provider, eq(provider.id, workRequests.providerId))
    .leftJoin(categories, sql`lower(${categories.name}) = lower(${workRequests.category})`)
    .where(eq(workRequests.id, workRequestId));
  return row;
}
export type BookingForInvoice = NonNullable<Awaited<ReturnType<typeof bookingForInvoice>>>;

/**
 * Erasure (docs/compliance.md): the member's name and address leave the invoices they are on; the
 * amounts, the state (the place of supply) and a business's GSTIN stay for the tax periods.
 */
export async function eraseInvoiceParties(tx: DbOrTx, userId: string, deletedName: string): Promise<void> {
  const redacted = (column: AnyPgColumn) =>
    sql`${column} || jsonb_build_object('name', ${deletedName}::text, 'address', '', 'pincode', null)`;
  await tx
    .update(invoices)
    .set({ buyer: redacted(invoices.buyer) })
    .where(eq(invoices.buyerId, userId));
  await tx
    .update(invoices)
    .set({ seller: redacted(invoices.seller) })
    .where(and(eq(invoices.sellerId, userId), eq(invoices.issuer, userId)));
  await tx
    .update(invoices)
    .set({ onBehalfOf: redacted(invoices.onBehalfOf) })
    .where(and(eq(invoices.sellerId, userId), sql`${invoices.onBehalfOf} is not null`));
}
