// The public face of services: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { servicesRoutes } from './services.routes.js';
