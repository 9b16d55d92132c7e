import { defineJob } from '../../platform/jobs.js';
import { runPayouts } from './investments.service.js';

/**
 * Plan payouts (docs/contract.md §5b): at start-up, every hour, and right after an assignment, every
 * installment due is credited — exactly once, also after downtime and with several instances.
 */
export const creditInvestmentPayoutsJob = defineJob({
  name: 'credit-investment-payouts',
  schedule: '5 * * * *',
  async handler(_data, ctx) {
    if (!ctx.config.INVESTMENTS_ENABLED) return;
    const credited = await runPayouts(ctx.db);
    if (credited > 0) ctx.log.info({ credited }, 'investments: installments credited');
  },
});
