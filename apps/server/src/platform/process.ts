import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';
import type { Database } from './db.js';

/**
 * The life of a long-running process (the server, `npm run worker`): SIGINT or SIGTERM closes the
 * app (requests drain, open streams end, running jobs get their few seconds) and the database,
 * then exits.
 */
export function closeOnSignals(app: FastifyInstance, database: Database, what: string): void {
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, `${what} shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** A start that failed: a bad setting is one line saying what to set; anything else, the error. */
export function exitOnStartFailure(what: string) {
  return (err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
    } else {
      console.error(`${what} failed to start:`, err);
    }
    process.exit(1);
  };
}
