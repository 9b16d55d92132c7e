import { defineJob } from '../../platform/jobs.js';
import { deliverDueTexts } from '../texts/index.js';
import { SEND_SIGN_IN_CODE_JOB, sendSignInCode } from './phone-sign-in.service.js';

/** Sends a sign-in code (queued by every POST /auth/phone-code), at once rather than at the next minute's turn. */
export const sendSignInCodeJob = defineJob<{ phone: string }>({
  name: SEND_SIGN_IN_CODE_JOB,
  retryLimit: 2,
  async handler(data, ctx) {
    if (await sendSignInCode({ db: ctx.db, appSecret: ctx.config.APP_SECRET }, data.phone)) {
      await deliverDueTexts({ ...ctx.texts, db: ctx.db, log: ctx.log });
    }
  },
});
