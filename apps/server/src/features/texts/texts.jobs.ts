import { defineJob } from '../../platform/jobs.js';
import { deliverDueTexts, type TextDeps } from './texts.service.js';

declare module '../../platform/jobs.js' {
  /** SMS and WhatsApp providers (docs/decisions/039). */
  interface JobContext {
    texts: Omit<TextDeps, 'db' | 'log'>;
  }
}

/** Every minute (and at once when a code is asked for): texts whose time has come are sent. */
export const deliverTextsJob = defineJob({
  name: 'deliver-texts',
  schedule: '* * * * *',
  async handler(_data, ctx) {
    const deps = { ...ctx.texts, db: ctx.db, log: ctx.log };
    while ((await deliverDueTexts(deps)) > 0);
  },
});
