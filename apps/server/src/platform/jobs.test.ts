import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { jobs } from '../jobs.js';
import { defineJob, startJobQueue, type JobContext } from './jobs.js';

/**
 * The job queue (pg-boss) on the test database: PGlite in-process, or PostgreSQL with
 * TEST_DATABASE_URL — the same code.
 */
let t: TestApp;
let ctx: JobContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = {
    db: t.db,
    storage: t.app.storage,
    config: t.app.config,
    log: t.app.log,
    mailer: t.app.mailer,
    paymentProvider: t.app.paymentProvider,
    payoutProvider: t.app.payoutProvider,
    routeClient: null,
    texts: { sms: null, whatsapp: null, dltTemplateIds: {}, whatsappTemplates: {} },
  };
});
afterAll(() => t.close());

describe('job queue', () => {
  it('runs a queued job through pg-boss, and a job on demand with runNow', async () => {
    const seen: number[] = [];
    const echo = defineJob<{ n: number }>({
      name: 'test-echo',
      async handler(data) {
        seen.push(data.n);
      },
    });
    const queue = await startJobQueue(t.database, [echo], ctx, { schedules: false, pollingIntervalSeconds: 0.5 });
    try {
      const id = await queue.send('test-echo', { n: 7 });
      expect(id).toEqual(expect.any(String));
      expect(await queue.waitFor('test-echo', id!)).toBe('completed');
      expect(seen).toEqual([7]);
      await queue.runNow('test-echo', { n: 8 });
      expect(seen).toEqual([7, 8]);
      await expect(queue.runNow('no-such-job')).rejects.toThrow('no job named no-such-job');
    } finally {
      await queue.stop();
    }
  });

  it('with deferWorkers, queues at once and runs jobs only once startWorkers is called', async () => {
    const seen: number[] = [];
    const later = defineJob<{ n: number }>({
      name: 'test-later',
      async handler(data) {
        seen.push(data.n);
      },
    });
    const queue = await startJobQueue(t.database, [later], ctx, {
      schedules: false,
      pollingIntervalSeconds: 0.5,
      deferWorkers: true,
    });
    try {
      const id = await queue.send('test-later', { n: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(seen).toEqual([]);
      await queue.startWorkers();
      expect(await queue.waitFor('test-later', id!)).toBe('completed');
      expect(seen).toEqual([1]);
    } finally {
      await queue.stop();
    }
  });

  it('retries a job whose handler failed, until it succeeds', async () => {
    let calls = 0;
    const flaky = defineJob({
      name: 'test-flaky',
      retryLimit: 2,
      async handler() {
        calls += 1;
        if (calls === 1) throw new Error('first try fails');
      },
    });
    const queue = await startJobQueue(t.database, [flaky], ctx, { schedules: false, pollingIntervalSeconds: 0.5 });
    try {
      const id = await queue.send('test-flaky', {}, { retryDelay: 1, retryBackoff: false });
      expect(await queue.waitFor('test-flaky', id!, 20_000)).toBe('completed');
      expect(calls).toBe(2);
    } finally {
      await queue.stop();
    }
  });

  it("puts the app's schedules in the database, in India's time zone", async () => {
    const queue = await startJobQueue(t.database, jobs, ctx, { schedules: true });
    try {
      const result = (await t.db.execute(
        sql`select name, cron, timezone from pgboss.schedule order by name`,
      )) as unknown as {
        rows: { name: string; cron: string; timezone: string }[];
      };
      expect(result.rows).toEqual([
        { name: 'credit-investment-payouts', cron: '5 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'deliver-texts', cron: '* * * * *', timezone: 'Asia/Kolkata' },
        { name: 'expire-booking-holds', cron: '* * * * *', timezone: 'Asia/Kolkata' },
        { name: 'link-route-accounts', cron: '*/10 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'purge-verified-aadhaar', cron: '30 3 * * *', timezone: 'Asia/Kolkata' },
        { name: 'refund-pending-refunds', cron: '17 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'release-completed-jobs', cron: '*/5 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'remind-bookings', cron: '*/5 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'resend-unsent-payouts', cron: '23 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'run-route-transfers', cron: '* * * * *', timezone: 'Asia/Kolkata' },
        { name: 'sweep-data-exports', cron: '37 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'sweep-idempotency-keys', cron: '41 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'sweep-orphan-files', cron: '7 * * * *', timezone: 'Asia/Kolkata' },
      ]);
    } finally {
      await queue.stop();
    }
  });

  it('an API instance with workers off only queues; a worker runs each job once', async () => {
    const runs = new Map<number, number>();
    const count = defineJob<{ n: number }>({
      name: 'test-count',
      async handler(data) {
        runs.set(data.n, (runs.get(data.n) ?? 0) + 1);
      },
    });
    const api = await startJobQueue(t.database, [count], ctx, { workers: false });
    let worker: Awaited<ReturnType<typeof startJobQueue>> | undefined;
    try {
      const first = await api.send('test-count', { n: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(runs.size).toBe(0);
      // Two worker processes' queues on the same database, and twenty more jobs.
      worker = await startJobQueue(t.database, [count], ctx, { schedules: false, pollingIntervalSeconds: 0.5 });
      const second = await startJobQueue(t.database, [count], ctx, { schedules: false, pollingIntervalSeconds: 0.5 });
      try {
        const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => api.send('test-count', { n: i + 1 })));
        for (const id of [first, ...ids]) expect(await worker.waitFor('test-count', id!)).toBe('completed');
        expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i));
        expect([...runs.values()].every((n) => n === 1)).toBe(true);
      } finally {
        await second.stop();
      }
    } finally {
      await worker?.stop();
      await api.stop();
    }
  });

  it('stopping lets a job that is running finish, and it is recorded as completed', async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = defineJob({
      name: 'test-slow',
      async handler() {
        started();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        finished = true;
      },
    });
    const queue = await startJobQueue(t.database, [slow], ctx, { schedules: false, pollingIntervalSeconds: 0.5 });
    const id = await queue.send('test-slow');
    await running;
    // As SIGTERM does (closeOnSignals → app.close → the queue's stop), while the job runs.
    await queue.stop();
    expect(finished).toBe(true);
    const watcher = await startJobQueue(t.database, [slow], ctx, { workers: false });
    try {
      expect(await watcher.waitFor('test-slow', id!, 5_000)).toBe('completed');
    } finally {
      await watcher.stop();
    }
  });
});
