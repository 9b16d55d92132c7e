// The public face of support: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { supportRoutes } from './support.routes.js';
export { openDisputeTicket, ticketsOf } from './support.service.js';
export { deleteTicketsOfUser } from './support.repo.js';
