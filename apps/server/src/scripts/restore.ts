import { parseArgs } from 'node:util';
import { loadDataDirConfig } from '../platform/config.js';
import { Refusal, restoreDataDir } from '../platform/data-dir.js';
import { runCommand } from './command.js';

/**
 * `npm run restore -- <file.tar.gz> [--force]`, with the server stopped: puts a backup made by
 * `npm run backup` in DATA_DIR; --force moves a DATA_DIR that is not empty aside first.
 */
runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  if (positionals.length !== 1) throw new Refusal('Usage: npm run restore -- <backup.tar.gz> [--force]');
  const config = loadDataDirConfig();
  const restored = await restoreDataDir(config, { file: positionals[0]!, force: values.force ?? false });
  if (restored.movedAside) console.log(`The DATA_DIR that was there is now ${restored.movedAside}.`);
  console.log(
    `Restored into ${config.DATA_DIR}: ${restored.users} users, ${restored.documents} document files; the database opens.`,
  );
  if (restored.secretWarning) console.warn(`Warning: ${restored.secretWarning}`);
});
