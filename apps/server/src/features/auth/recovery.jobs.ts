import { defineJob } from '../../platform/jobs.js';
import { SEND_RESET_CODE_JOB, sendResetCode } from './recovery.service.js';

/** Mails a password reset code; queued by every forgot-password request (userId null: no match, nothing to send). */
export const sendResetCodeJob = defineJob<{ userId: string | null }>({
  name: SEND_RESET_CODE_JOB,
  retryLimit: 2,
  async handler(data, ctx) {
    if (data.userId)
      await sendResetCode({ db: ctx.db, appSecret: ctx.config.APP_SECRET, mailer: ctx.mailer }, data.userId);
  },
});
