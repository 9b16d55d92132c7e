// The public face of ekyc: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { ekycRoutes } from './ekyc.routes.js';
export { approvedEkycOf, ekycById, ekycImageUrls, ekycOf, reveal } from './ekyc.service.js';
