// The public face of auth: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { authRoutes } from './auth.routes.js';
export { recoveryRoutes } from './recovery.routes.js';
export { sendResetCodeJob } from './recovery.jobs.js';
export { phoneSignInRoutes } from './phone-sign-in.routes.js';
export { sendSignInCodeJob } from './phone-sign-in.jobs.js';
export { createLoginLimiters, openSession, type LoginLimiters } from './auth.service.js';
export { setSessionCookie } from './session-cookie.js';
