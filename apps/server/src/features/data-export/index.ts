// The public face of data-export: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { dataExportRoutes } from './data-export.routes.js';
export { buildDataExportJob, sweepDataExportsJob } from './data-export.jobs.js';
export { deleteExportsOfUser } from './data-export.repo.js';
