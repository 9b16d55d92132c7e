import { parseArgs } from 'node:util';
import { loadDataDirConfig } from '../platform/config.js';
import { backupDataDir } from '../platform/data-dir.js';
import { runCommand } from './command.js';

/**
 * `npm run backup [-- <file.tar.gz>]`, with the server stopped: the embedded database, the
 * documents and the secret file of DATA_DIR in one file (docs/deploy.md).
 */
runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const backup = await backupDataDir(loadDataDirConfig(), { file: positionals[0] });
  const megabytes = (backup.bytes / 1_048_576).toFixed(1);
  console.log(
    `Backup written: ${backup.file} (${megabytes} MB; the database, ${backup.documents} document files${backup.secretIncluded ? ', the secret file' : ''}).`,
  );
  console.log(
    backup.secretIncluded
      ? 'Keep it as secret as the data: it holds the key that opens the documents and Aadhaar numbers.'
      : 'APP_SECRET comes from the environment, not DATA_DIR: keep it beside this backup (without it the documents cannot be read).',
  );
});
