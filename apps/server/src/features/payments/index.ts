// The public face of payments: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { paymentRoutes } from './payments.routes.js';
export { reportRoutes } from './reports.routes.js';
export { refundPendingRefundsJob } from './payments.jobs.js';
export { createPaymentProvider, type PaymentProvider } from './providers.js';
export { createBookingOrder, listMyPayments, type BookingCaptureHook } from './payments.service.js';
export { askRefund, findBookingPayment, releaseHeldRefund } from './payments.repo.js';
export { refundPayment, type RefundDeps } from './refunds.service.js';
