import { defineJob } from '../../platform/jobs.js';
import { expireHolds, queueReminders, releaseDueJobs } from './bookings.service.js';

/** Every minute: unpaid bookings whose hold ran out end expired and free their time (docs/decisions/036). */
export const expireBookingHoldsJob = defineJob({
  name: 'expire-booking-holds',
  schedule: '* * * * *',
  async handler(_data, ctx) {
    const expired = await expireHolds(ctx.db);
    if (expired > 0) ctx.log.info({ expired }, 'bookings: unpaid holds expired');
  },
});

/** Every five minutes: completed jobs not disputed within RELEASE_AFTER_HOURS pay their providers. */
export const releaseCompletedJobsJob = defineJob({
  name: 'release-completed-jobs',
  schedule: '*/5 * * * *',
  async handler(_data, ctx) {
    const released = await releaseDueJobs(ctx.db, {
      rules: ctx.config.marketplace,
      taxes: ctx.config.taxes,
      operator: ctx.config.operator,
    });
    if (released > 0) ctx.log.info({ released }, 'bookings: completed jobs released');
  },
});

/** Every five minutes: reminders 24 h and 1 h before confirmed jobs, to both parties, once each (docs/decisions/039). */
export const remindBookingsJob = defineJob({
  name: 'remind-bookings',
  schedule: '*/5 * * * *',
  async handler(_data, ctx) {
    const queued = await queueReminders(ctx.db);
    if (queued > 0) ctx.log.info({ queued }, 'bookings: reminders queued');
  },
});
