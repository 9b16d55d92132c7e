// The public face of location: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { locationRoutes } from './location.routes.js';
export {
  loadPostOffices,
  lookupPincode,
  searchPointOf,
  type LoadResult,
  type SearchPoint,
} from './location.service.js';
export { loadPostOfficesAfterStart } from './post-office-startup.js';
