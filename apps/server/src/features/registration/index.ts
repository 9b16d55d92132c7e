// The public face of registration: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { registrationRoutes } from './registration.routes.js';
