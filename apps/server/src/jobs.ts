import { sendResetCodeJob, sendSignInCodeJob } from './features/auth/index.js';
import { buildDataExportJob, sweepDataExportsJob } from './features/data-export/index.js';
import { purgeVerifiedAadhaarJob, sweepOrphanFilesJob } from './features/documents/index.js';
import { creditInvestmentPayoutsJob } from './features/investments/index.js';
import { refundPendingRefundsJob } from './features/payments/index.js';
import { linkRouteAccountsJob, runRouteTransfersJob } from './features/settlements/index.js';
import { deliverTextsJob } from './features/texts/index.js';
import { resendUnsentPayoutsJob } from './features/withdrawals/index.js';
import { expireBookingHoldsJob, releaseCompletedJobsJob, remindBookingsJob } from './features/work/index.js';
import { sweepIdempotencyKeysJob } from './platform/idempotency.js';

/**
 * Every background job of the app (platform/jobs.ts). A feature adds its job here; buildApp
 * starts a worker for each and its schedule.
 */
export const jobs = [
  sweepOrphanFilesJob,
  purgeVerifiedAadhaarJob,
  sendResetCodeJob,
  sendSignInCodeJob,
  refundPendingRefundsJob,
  resendUnsentPayoutsJob,
  creditInvestmentPayoutsJob,
  buildDataExportJob,
  sweepDataExportsJob,
  sweepIdempotencyKeysJob,
  expireBookingHoldsJob,
  releaseCompletedJobsJob,
  remindBookingsJob,
  runRouteTransfersJob,
  linkRouteAccountsJob,
  deliverTextsJob,
];
