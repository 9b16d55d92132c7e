import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { saveDatabaseTemplate } from '../platform/database-template.js';
import { databaseTemplateFile, openDatabase } from '../platform/db.js';
import { prepareDatabase } from './prepare-database.js';

/**
 * `npm run build` (wireit's build:database): a new embedded database made ready as
 * `npm run db:migrate` makes one, saved as the template a first start extracts
 * (platform/database-template.ts). Rebuilt only when its inputs change (package.json).
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'sevak-template-'));
try {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const { inserted } = await prepareDatabase(database);
  // The write-ahead log the load filled is kept for reuse (4 segments, 64 MB): this session's
  // checkpoint (PGlite has no separate checkpointer) removes them instead, so the template is
  // 59 MB, not 107 (10 MB, not 22, compressed), and a first start writes half as much.
  await database.pglite!.exec('SET wal_recycle = off; CHECKPOINT;');
  await database.close();
  await saveDatabaseTemplate(dataDir, databaseTemplateFile());
  console.log(`database template built: apps/server/dist/database.tar.gz (${inserted} post offices)`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
