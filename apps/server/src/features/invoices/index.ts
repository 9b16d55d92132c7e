// The public face of invoices (docs/architecture.md): issuing with the money they describe, and the PDF.
export { eraseInvoiceParties, invoiceOfPayment, invoicesOfBooking } from './invoices.repo.js';
export { issueFeeInvoice, issueReleaseInvoices, splitOfRelease, type Taxation } from './invoices.service.js';
export { renderInvoice } from './invoice-pdf.js';
export { invoiceRoutes } from './invoices.routes.js';
