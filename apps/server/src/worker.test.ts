import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { startSevakProcess } from '../test/sevak-process.js';
import { sweepOrphanFilesJob } from './features/documents/documents.jobs.js';

/**
 * `npm run worker` as a process of its own: an API instance that only queues
 * (workers off), and the worker process on the same PostgreSQL database running what it queued.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the worker process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { workers: false } });
  });
  afterAll(() => t?.close());

  it('runs the jobs an API instance queued, and stops on SIGTERM', async () => {
    // Queued before the worker is up: it waits in the database.
    const id = await t.app.jobs.send(sweepOrphanFilesJob.name);
    const worker = await startSevakProcess(
      fileURLToPath(new URL('./worker.ts', import.meta.url)),
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: t.database.pool!.options.connectionString!,
        APP_SECRET: t.app.config.APP_SECRET,
        DATA_DIR: t.app.config.DATA_DIR,
        PAYMENT_PROVIDER: 'local',
        MAIL_PROVIDER: 'local',
      },
      /Sevak worker is running the job queue/,
    );
    try {
      expect(await t.app.jobs.waitFor(sweepOrphanFilesJob.name, id!, 60_000)).toBe('completed');
      // Its log (written asynchronously) names the job it ran.
      await expect
        .poll(() => worker.output, { timeout: 10_000 })
        .toMatch(new RegExp(`"job":"${sweepOrphanFilesJob.name}".*"msg":"job done"`));
    } finally {
      expect(await worker.stop()).toBe(0);
    }
  }, 90_000);
});
