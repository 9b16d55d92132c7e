// The public face of documents: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { documentRoutes } from './documents.routes.js';
export { documentReviewRoutes } from './document-review.routes.js';
export { purgeVerifiedAadhaarJob, sweepOrphanFilesJob } from './documents.jobs.js';
export { submitAadhaarImages } from './document-review.service.js';
export { deleteDocumentsOfUser, findDocumentsOfUsers, insertDocuments } from './documents.repo.js';
export {
  documentUrl,
  prepareImages,
  removeStoredFiles,
  requireFiles,
  settleImages,
  storeDocuments,
  storeImages,
} from './documents.service.js';
