import { invoiceOfPayment, renderInvoice } from '../invoices/index.js';
import { messages, paiseToRupees } from '@sevak/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { translate } from '../../i18n/index.js';
import { findCapturedPaymentsBetween, findPaymentWithMember } from './payments.repo.js';
import { renderPaymentReport, renderReceipt } from './pdf.js';
import { reportPeriod } from './period.js';

/** A report's period as the admin screens send it: a year, a month (or all), and optional first and last days. */
export type PeriodInput = {
  year: number;
  month?: string | number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** Captured registration payments of a period with their members, oldest first. */
async function capturedIn(db: DbOrTx, input: PeriodInput) {
  const period = reportPeriod({
    ...input,
    startDate: input.startDate || undefined,
    endDate: input.endDate || undefined,
  });
  return { period, rows: await findCapturedPaymentsBetween(db, period.from, period.to) };
}

type PaidUser = {
  _id: string;
  name: string;
  phone: string;
  paymentHistory: { paymentId: string; amount: number; currency: string; status: string; createdAt: string }[];
};

/** GET /auth/paidusers (admin): the members with captured payments in a period, each with those payments. */
export async function listPaidUsers(db: DbOrTx, input: PeriodInput): Promise<PaidUser[]> {
  const { rows } = await capturedIn(db, input);
  const byUser = new Map<string, PaidUser>();
  for (const { payment, name, phone } of rows) {
    const key = payment.userId ?? `deleted-${payment.id}`;
    const entry = byUser.get(key) ?? {
      _id: key,
      name: name ?? 'Deleted member',
      phone: phone ?? '',
      paymentHistory: [],
    };
    entry.paymentHistory.push({
      paymentId: payment.providerPaymentId ?? '',
      amount: paiseToRupees(payment.amountPaise),
      currency: payment.currency,
      status: payment.status,
      createdAt: (payment.capturedAt ?? payment.createdAt).toISOString(),
    });
    byUser.set(key, entry);
  }
  return [...byUser.values()];
}

/** POST /payment/reports (admin): the PDF of every captured payment in a period, with count and total. */
export async function renderPeriodReport(db: DbOrTx, input: PeriodInput): Promise<{ fileName: string; pdf: Buffer }> {
  const { period, rows } = await capturedIn(db, input);
  const pdf = await renderPaymentReport(
    'Sevak payment report',
    `${period.label === 'All' ? `Year ${input.year}` : `${period.label} ${input.year}`} · Asia/Kolkata`,
    rows.map(({ payment, name: member, phone }) => ({
      paidAt: payment.capturedAt!,
      name: member ?? 'Deleted member',
      phone: phone ?? '',
      paymentId: payment.providerPaymentId ?? '',
      amountPaise: payment.amountPaise,
    })),
  );
  return { fileName: `Payment_Report_${input.year}_${period.label}.pdf`, pdf };
}

/** GET /payment/receipt/{id}: the PDF receipt of a captured payment, for its owner and admins only. */
export async function renderReceiptFor(
  db: DbOrTx,
  viewer: Pick<UserRow, 'id' | 'role'>,
  paymentId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await findPaymentWithMember(db, paymentId);
  if (!row || row.payment.status !== 'captured') throw new AppError('NOT_FOUND', messages.common.notFound);
  if (row.payment.userId !== viewer.id && viewer.role !== 'Admin')
    throw new AppError('FORBIDDEN', messages.common.forbidden);
  // The member's document: in the member's language, whoever opens it.
  const language = row.language ?? 'en';
  // Paid since invoices were issued: its receipt or tax invoice (docs/decisions/041).
  const invoice = await invoiceOfPayment(db, paymentId);
  if (invoice) {
    const pdf = await renderInvoice(invoice, language);
    return { fileName: `Receipt_${invoice.number.replaceAll('/', '-')}.pdf`, pdf };
  }
  const pdf = await renderReceipt({
    language,
    receipt: row.payment.receipt,
    name: row.name ?? translate(language, 'receipt.deletedMember'),
    phone: row.phone ?? '',
    amountPaise: row.payment.amountPaise,
    paidAt: row.payment.capturedAt!,
    paymentId: row.payment.providerPaymentId ?? '',
  });
  return { fileName: `Receipt_${row.payment.receipt}.pdf`, pdf };
}
