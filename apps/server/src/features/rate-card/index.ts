// The public face of rate-card: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { rateCardRoutes } from './rate-card.routes.js';
export { deleteServicesOfUser, findShortestActiveDurations } from './rate-card.repo.js';
