import { sendResetCodeJob } from './features/auth/recovery.jobs.js';
import { buildDataExportJob, sweepDataExportsJob } from './features/data-export/data-export.jobs.js';
import { purgeVerifiedAadhaarJob, sweepOrphanFilesJob } from './features/documents/documents.jobs.js';
import { creditInvestmentPayoutsJob } from './features/investments/investments.jobs.js';
import { refundPendingDuplicatesJob } from './features/payments/payments.jobs.js';
import { resendUnsentPayoutsJob } from './features/withdrawals/withdrawals.jobs.js';
import { sweepIdempotencyKeysJob } from './platform/idempotency.js';

/**
 * Every background job of the app (platform/jobs.ts). A feature adds its job here; buildApp
 * starts a worker for each and its schedule.
 */
export const jobs = [
  sweepOrphanFilesJob,
  purgeVerifiedAadhaarJob,
  sendResetCodeJob,
  refundPendingDuplicatesJob,
  resendUnsentPayoutsJob,
  creditInvestmentPayoutsJob,
  buildDataExportJob,
  sweepDataExportsJob,
  sweepIdempotencyKeysJob,
];
