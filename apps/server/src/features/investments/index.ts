// The public face of investments: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { investmentRoutes } from './investments.routes.js';
export { creditInvestmentPayoutsJob } from './investments.jobs.js';
export { investmentsOf } from './investments.service.js';
