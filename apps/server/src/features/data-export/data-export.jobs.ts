import { defineJob } from '../../platform/jobs.js';
import { BUILD_DATA_EXPORT_JOB, buildDataExport, sweepDataExports } from './data-export.service.js';

/** Builds one member's "My data" ZIP (queued by POST /me/data-export). Failures mark the export failed, not retried. */
export const buildDataExportJob = defineJob<{ exportId?: string }>({
  name: BUILD_DATA_EXPORT_JOB,
  // A crash mid-build (the handler never returned) is run again: the export is still 'running'.
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  async handler(data, ctx) {
    if (typeof data.exportId === 'string') await buildDataExport(ctx, data.exportId);
  },
});

/** Hourly: expired ZIPs deleted, exports whose job was lost failed, old rows removed. */
export const sweepDataExportsJob = defineJob({
  name: 'sweep-data-exports',
  schedule: '37 * * * *',
  async handler(_data, ctx) {
    const result = await sweepDataExports(ctx);
    if (result.removed > 0 || result.failed > 0) ctx.log.info(result, 'data exports swept');
  },
});
