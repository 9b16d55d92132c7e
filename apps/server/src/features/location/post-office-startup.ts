import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db.js';
import { loadPostOffices, isPincodeLookupReady } from './location.service.js';

/**
 * Called once the server listens: fills an empty pincode directory without delaying start-up
 * (the endpoint answers 503 meanwhile). A new embedded database comes with it (the build's
 * template, or the first-start child, scripts/migrate), so this matters for:
 * - PostgreSQL: `runMigrateScript` (the same script, in a short-lived child process) loads it in
 *   ~2 s, so the 34 MB file is never read by the long-running server (~70 MB of transient heap).
 * - an embedded database made elsewhere (before this feature, or by e2e/serve.ts): PGlite allows
 *   one process, so it is streamed in here, in one ~2 s transaction (queries wait for it, once).
 */
export async function loadPostOfficesAfterStart(
  database: Database,
  runMigrateScript: () => Promise<number | null>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    if (await isPincodeLookupReady(database.db)) return;
    const started = performance.now();
    log.info('loading the pincode directory in the background');
    if (database.kind === 'postgres') {
      const code = await runMigrateScript();
      if (code !== 0) throw new Error(`the loader exited with code ${code}`);
    } else {
      await loadPostOffices(database.db);
    }
    log.info({ ms: Math.round(performance.now() - started) }, 'pincode directory loaded');
  } catch (err) {
    log.error({ err }, 'loading the pincode directory failed; pincode lookup answers 503');
  }
}
