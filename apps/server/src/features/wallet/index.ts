// The public face of wallet: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { walletRoutes } from './wallet.routes.js';
export { findWallet } from './wallet.repo.js';
export { transactionsOf } from './wallet.service.js';
