// The public face of texts (SMS and WhatsApp, docs/decisions/039): what app.ts, the job runner and
// other features may use (docs/architecture.md).
export { deliverTextsJob } from './texts.jobs.js';
export { textRoutes } from './texts.routes.js';
export { createTextProviders, deliverDueTexts, queueText } from './texts.service.js';
export type { TemplateName } from './templates.js';
