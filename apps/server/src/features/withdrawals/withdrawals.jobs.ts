import { defineJob } from '../../platform/jobs.js';
import { createCipher } from '../../platform/crypto.js';
import type { PayoutProvider } from './payouts.js';
import { resendUnsentPayouts } from './withdrawals.service.js';

declare module '../../platform/jobs.js' {
  /** The withdrawals feature's jobs call the payout provider. */
  interface JobContext {
    payoutProvider: PayoutProvider | null;
  }
}

/**
 * Hourly (and once at every start): approved payouts the provider never acknowledged (a crash or
 * an outage between the approval and the call) are sent again, with the same idempotency key.
 */
export const resendUnsentPayoutsJob = defineJob({
  name: 'resend-unsent-payouts',
  schedule: '23 * * * *',
  async handler(_data, ctx) {
    const sent = await resendUnsentPayouts({
      db: ctx.db,
      cipher: createCipher(ctx.config.APP_SECRET, 'ekyc'),
      minimumPaise: ctx.config.MIN_WITHDRAWAL_PAISE,
      enabled: ctx.config.WITHDRAWALS_ENABLED,
      payouts: ctx.payoutProvider,
      log: ctx.log,
    });
    if (sent > 0) ctx.log.info({ sent }, 'withdrawals: unacknowledged payouts sent again');
  },
});
