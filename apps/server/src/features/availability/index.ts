// The public face of availability: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { availabilityRoutes } from './availability.routes.js';
export { deleteAvailabilityOfUser } from './availability.repo.js';
export { availabilityOf, bookableSlot, freeTimesOf, type FreeTimes } from './availability.service.js';
