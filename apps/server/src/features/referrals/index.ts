// The public face of referrals: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { teamRoutes } from './team.routes.js';
export { rewardReferrer } from './referral-reward.js';
export { teamOf } from './team.service.js';
