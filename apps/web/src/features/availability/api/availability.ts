/**
 * The hours screen's calls: GET and PUT /availability/mine. They live in lib/availability.ts,
 * because the home page's "Taking work now" switch reads and saves the same plan.
 */
export { myAvailabilityQuery, useMyAvailability, useSaveAvailability } from '../../../lib/availability';
