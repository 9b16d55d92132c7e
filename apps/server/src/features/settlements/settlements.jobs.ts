import { createCipher } from '../../platform/crypto.js';
import { defineJob, type JobContext } from '../../platform/jobs.js';
import type { RouteClient } from './route-client.js';
import { linkRouteAccounts, runDueTransfers, type SettlementDeps } from './settlements.service.js';

declare module '../../platform/jobs.js' {
  /** Razorpay Route, when it is on (RAZORPAY_ROUTE=true with the Razorpay provider): docs/decisions/037. */
  interface JobContext {
    routeClient: RouteClient | null;
  }
}

function depsOf(ctx: JobContext, route: RouteClient): SettlementDeps {
  return {
    db: ctx.db,
    route,
    payments: { db: ctx.db, provider: ctx.paymentProvider, log: ctx.log },
    cipher: createCipher(ctx.config.APP_SECRET, 'ekyc'),
    log: ctx.log,
  };
}

/** Every minute: bookings' Route transfers made, and settled once their money is decided. */
export const runRouteTransfersJob = defineJob({
  name: 'run-route-transfers',
  schedule: '* * * * *',
  async handler(_data, ctx) {
    if (!ctx.routeClient) return;
    const deps = depsOf(ctx, ctx.routeClient);
    // Until a turn finds nothing due: a burst of bookings is not left for the next minute.
    while ((await runDueTransfers(deps)) > 0);
  },
});

/** Every ten minutes: providers with a newly verified e-KYC get their Razorpay linked account. */
export const linkRouteAccountsJob = defineJob({
  name: 'link-route-accounts',
  schedule: '*/10 * * * *',
  async handler(_data, ctx) {
    if (!ctx.routeClient) return;
    const asked = await linkRouteAccounts(depsOf(ctx, ctx.routeClient));
    if (asked > 0) ctx.log.info({ asked }, 'route: linked accounts asked for');
  },
});
