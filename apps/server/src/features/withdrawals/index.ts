// The public face of withdrawals: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { withdrawalRoutes } from './withdrawals.routes.js';
export { resendUnsentPayoutsJob } from './withdrawals.jobs.js';
export { createPayoutProvider, type PayoutProvider } from './payouts.js';
export { findWithdrawalsOf } from './withdrawals.repo.js';
export { toWithdrawalView } from './withdrawals.service.js';
