// The public face of work: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { workRoutes } from './work.routes.js';
export { conversationOf, listWorkRequests } from './work.service.js';
export { createBookingCaptureHook, eraseWorkOf } from './bookings.service.js';
export { expireBookingHoldsJob, releaseCompletedJobsJob, remindBookingsJob } from './bookings.jobs.js';
