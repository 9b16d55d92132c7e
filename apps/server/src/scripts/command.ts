import { ConfigError } from '../platform/config.js';
import { Refusal } from '../platform/data-dir.js';

/**
 * Runs an operator's command (backup, restore, migrate-to-postgres): a refusal, a bad setting or
 * an unknown option is its one line on stderr, anything else the whole error; either way exit code 1.
 */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      const oneLine =
        err instanceof Refusal ||
        err instanceof ConfigError ||
        (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'); // an unknown option
      console.error(oneLine ? (err as Error).message : err);
      process.exit(1);
    },
  );
}
