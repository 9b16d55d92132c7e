// The public face of audit: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { auditRoutes } from './audit.routes.js';
export { recordAudit, type AuditRecord } from './audit.service.js';
