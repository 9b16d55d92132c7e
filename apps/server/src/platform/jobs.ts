import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { TIME_ZONE } from '@sevak/shared';
import type { Config } from './config.js';
import { withStartupLock, type Database, type Db } from './db.js';
import type { Storage } from './storage.js';
import type { Mailer } from './mail.js';

/**
 * Background jobs (docs/contract.md §2): pg-boss on the app's own PostgreSQL — in-process on PGlite, the
 * same code on a PostgreSQL server (where other processes may run workers too). A feature adds a
 * job with `defineJob` and lists it in `src/jobs.ts`; nothing else changes.
 *
 * pg-boss runs a handler at least once (a crash mid-job means it runs again), so every handler
 * must be safe to repeat and to run twice at once: exactly-once effects come from unique keys and
 * conditional updates, never from the queue.
 */

/**
 * What a handler may use. A feature adds what its jobs need by declaration merging, as the
 * payments feature adds its provider (features/payments/payments.jobs.ts): platform never
 * imports a feature.
 */
export interface JobContext {
  db: Db;
  storage: Storage;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
}

export type JobDefinition<T extends object = object> = {
  /** Queue name: letters, digits, dashes. */
  name: string;
  handler: (data: T, ctx: JobContext) => Promise<void>;
  /** Cron expression, in India's time zone (e.g. '30 3 * * *' = 03:30 IST every day). */
  schedule?: string;
  /** Retries after a failure (default 3, with backoff). */
  retryLimit?: number;
  /** A run longer than this is failed and retried (default 15 minutes). */
  expireInSeconds?: number;
};

export function defineJob<T extends object = object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

export type JobQueue = {
  /** Queues a job; the id, or null when pg-boss refused it (e.g. a singleton already queued). */
  send<T extends object>(name: string, data?: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Runs a job's handler now, in this process, and waits for it (tests, and admin tools). */
  runNow<T extends object>(name: string, data?: T): Promise<void>;
  /** Waits until a queued job has finished (completed, failed or cancelled) and returns its state. */
  waitFor(name: string, id: string, timeoutMs?: number): Promise<string>;
  /** Waits until no job of a queue is waiting, running or due for a retry (tests). */
  idle(name: string, timeoutMs?: number): Promise<void>;
  /**
   * Registers the workers and schedules (once), which startJobQueue does itself unless asked to
   * leave it to the caller (`deferWorkers`).
   */
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /**
   * Run jobs in this process (default true). False for API instances whose jobs run in worker
   * processes (`npm run worker`): they only queue, and keep no schedules.
   */
  workers?: boolean;
  /** Run the cron schedules (default true; tests turn them off and run jobs themselves). */
  schedules?: boolean;
  /** How often an idle worker asks for work (seconds; pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  /**
   * Leave registering the workers and schedules to `startWorkers()` (server.ts calls it after its
   * first answer: ~3 queries a job, a third of a second of every start). A job sent
   * before then waits for its worker's first poll.
   */
  deferWorkers?: boolean;
};

/** 'sevakjob' */
const JOB_QUEUE_LOCK = 0x736576616b6a6f62n;

/** pg-boss keeps its tables in their own schema, beside ours. */
const SCHEMA = 'pgboss';

/**
 * pg-boss talks to the database through `executeSql` (pg-boss issue #563): over the app's own
 * pool on PostgreSQL, or over the one PGlite instance embedded — whose queries wait for any open
 * transaction, so jobs and requests share it safely. pg-boss sends its schema scripts as several
 * statements without parameters, which PGlite runs only through `exec`.
 */
export function jobDatabaseAdapter(database: Database): PgBoss.Db & { close(): void } {
  // pg-boss does not wait for a worker's poll in flight when it stops; once stopped, such a late
  // poll finds nothing, and a late completion counts none, instead of reaching a database that is
  // closing (pg-boss reads `rows[0].count` of its completion commands).
  let closed = false;
  const close = () => {
    closed = true;
  };
  const answerWhenClosed = (text: string) => ({ rows: /select count\(\*\)/i.test(text) ? [{ count: '0' }] : [] });
  if (database.pool) {
    const pool = database.pool;
    return { close, executeSql: async (text, values) => (closed ? answerWhenClosed(text) : pool.query(text, values)) };
  }
  const pglite = database.pglite!;
  return {
    close,
    async executeSql(text: string, values?: unknown[]) {
      if (closed) return answerWhenClosed(text);
      if (values && values.length > 0) return pglite.query(text, values);
      try {
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (err) {
        // A failed script inside BEGIN … COMMIT would leave the one connection in an aborted
        // transaction; roll it back so the app's next query works.
        if (/\bBEGIN\b/i.test(text)) await pglite.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

function createBoss(database: Database, options: PgBoss.ConstructorOptions = {}) {
  const db = jobDatabaseAdapter(database);
  return { boss: new PgBoss({ db, schema: SCHEMA, ...options }), db };
}

/**
 * Creates (or upgrades) pg-boss's schema and stops: run with the migrations, so a server's start
 * only checks the version (docs/contract.md §10) and test databases are cloned with it in place.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const { boss, db } = createBoss(database, { supervise: false, schedule: false });
  await withStartupLock(database, JOB_QUEUE_LOCK, () => boss.start());
  await boss.stop({ graceful: false, close: false });
  db.close();
}

/** Starts pg-boss, a worker for every job and their schedules. */
export async function startJobQueue(
  database: Database,
  definitions: readonly JobDefinition<never>[],
  ctx: JobContext,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const byName = new Map(definitions.map((d) => [d.name, d as unknown as JobDefinition]));
  const workers = options.workers !== false;
  const schedules = workers && options.schedules !== false;
  // Maintenance (expiring, archiving) and cron run where the workers do.
  const { boss, db } = createBoss(database, { schedule: schedules, supervise: workers });
  // An unhandled 'error' would end the process, e.g. while PostgreSQL restarts; pg-boss retries
  // by itself. Logged under `err`, which the logger's error serializer strips of personal data.
  boss.on('error', (err: Error) => ctx.log.warn({ err }, 'job queue error'));
  // Instances starting together on a new database would each create pg-boss's schema, and its
  // queues (a table partition each) at once: the first fails on a name taken, the second
  // deadlocks. One at a time, the later ones find them made.
  await withStartupLock(database, JOB_QUEUE_LOCK, async () => {
    await boss.start();
    for (const definition of byName.values()) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 3,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      });
    }
  });

  const run = async (definition: JobDefinition, data: object, jobId?: string) => {
    const startedAt = performance.now();
    try {
      await definition.handler(data, ctx);
      ctx.log.info({ job: definition.name, jobId, ms: Math.round(performance.now() - startedAt) }, 'job done');
    } catch (err) {
      // Job data never reaches the log (only the job's name and id).
      ctx.log.warn({ job: definition.name, jobId, err }, 'job failed');
      throw err;
    }
  };

  const workerIds = new Map<string, string>();
  // Workers (and schedules) only where jobs run: an API instance with workers off only queues.
  const registerWorkers = async () => {
    for (const definition of workers ? byName.values() : []) {
      // A worker that found a job asks again at once (pg-boss would wait the polling interval
      // first): a queue drains at full speed, and only an idle worker polls at the interval.
      let workerId = '';
      workerId = await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          await run(definition, job.data ?? {}, job.id);
          boss.notifyWorker(workerId);
        },
      );
      workerIds.set(definition.name, workerId);
      if (definition.schedule && schedules) {
        await boss.schedule(definition.name, definition.schedule, {}, { tz: TIME_ZONE });
      } else if (!definition.schedule) {
        // A schedule removed from the code must not keep firing from the database.
        await boss.unschedule(definition.name);
      }
    }
  };
  let workersStarted: Promise<void> | undefined;
  const startWorkers = () => (workersStarted ??= registerWorkers());
  if (!options.deferWorkers) await startWorkers();

  const definitionOf = (name: string) => {
    const definition = byName.get(name);
    if (!definition) throw new Error(`no job named ${name}`);
    return definition;
  };

  return {
    async send(name, data, sendOptions) {
      const id = await boss.send(definitionOf(name).name, data ?? {}, sendOptions ?? {});
      // This process's worker starts on it now instead of at its next poll.
      const workerId = workerIds.get(name);
      if (id && workerId && !sendOptions?.startAfter) boss.notifyWorker(workerId);
      return id;
    },
    runNow: async (name, data) => run(definitionOf(name), data ?? {}),
    async waitFor(name, id, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job.state;
        if (Date.now() > deadline) throw new Error(`job ${name} ${id} still ${job?.state ?? 'missing'}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async idle(name, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await boss.getQueueSize(definitionOf(name).name, { before: 'completed' })) > 0) {
        if (Date.now() > deadline) throw new Error(`queue ${name} still busy after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    startWorkers,
    // Running jobs get a few seconds to finish; an unfinished one is retried by the next worker.
    async stop() {
      await workersStarted?.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
      db.close();
    },
  };
}
