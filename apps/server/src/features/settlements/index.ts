// The public face of settlements (Razorpay Route for bookings, docs/decisions/037): what app.ts,
// the job runner and other features may use (docs/architecture.md).
export { createRouteClient, type RouteClient } from './route-client.js';
export { linkRouteAccountsJob, runRouteTransfersJob } from './settlements.jobs.js';
export { routeProviderShare, settleShare } from './settlements.service.js';
export { findTransfer } from './settlements.repo.js';
