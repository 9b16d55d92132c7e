// The public face of health: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { healthRoutes } from './health.routes.js';
