import { defineJob } from '../../platform/jobs.js';
import { sweepOrphanFiles } from './orphan-sweeper.service.js';
import { purgeVerifiedAadhaar } from './retention.service.js';

/** Hourly: stored files no document references (after a crash), older than an hour. */
export const sweepOrphanFilesJob = defineJob({
  name: 'sweep-orphan-files',
  schedule: '7 * * * *',
  async handler(_data, ctx) {
    const result = await sweepOrphanFiles(ctx);
    if (result.removed > 0) ctx.log.info(result, 'orphan files removed');
  },
});

/** Daily at 03:30 in India: Aadhaar images DOCUMENT_RETENTION_DAYS after their verification. */
export const purgeVerifiedAadhaarJob = defineJob({
  name: 'purge-verified-aadhaar',
  schedule: '30 3 * * *',
  async handler(_data, ctx) {
    const result = await purgeVerifiedAadhaar(ctx, ctx.config.DOCUMENT_RETENTION_DAYS);
    if (result.members > 0) ctx.log.info(result, 'verified Aadhaar images purged');
  },
});
