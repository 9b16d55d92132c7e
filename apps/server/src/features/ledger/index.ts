// The public face of ledger: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { platformAccount, walletOf, type LedgerAccount } from './ledger.repo.js';
export { balancesOf, resolvePending, transfer } from './ledger.service.js';
