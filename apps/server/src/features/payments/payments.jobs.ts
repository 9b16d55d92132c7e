import { defineJob } from '../../platform/jobs.js';
import type { PaymentProvider } from './providers.js';
import { refundPendingRefunds } from './refunds.service.js';

declare module '../../platform/jobs.js' {
  /** The payments feature's jobs call the payment provider (refunds). */
  interface JobContext {
    paymentProvider: PaymentProvider;
  }
}

/**
 * Hourly (and once at every start): refunds of duplicate fees that a crash between the capture and
 * its refund, or a provider outage, left pending are asked for again (docs/decisions/008).
 */
export const refundPendingRefundsJob = defineJob({
  name: 'refund-pending-refunds',
  schedule: '17 * * * *',
  async handler(_data, ctx) {
    const asked = await refundPendingRefunds({ db: ctx.db, provider: ctx.paymentProvider, log: ctx.log });
    if (asked > 0) ctx.log.info({ asked }, 'payments: pending refunds asked for again');
  },
});
