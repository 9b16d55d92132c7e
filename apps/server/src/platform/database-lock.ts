import lockfile from 'proper-lockfile';

/**
 * The embedded database's lock (backup and restore). PGlite lets any number of processes
 * open one data folder, and two that write corrupt it; it leaves no sign of who has it open (its
 * postmaster.pid holds a fixed pid, -42, and stays behind after a crash). So every process that
 * opens the folder holds a lock beside it, `<folder>.lock`: a folder made atomically (mkdir), whose
 * time the holder refreshes every few seconds and removes when it closes or exits. One that has
 * not been refreshed for LOCK_STALE_MS was left by a process that died, and is taken over.
 */
export const LOCK_STALE_MS = 20_000;

/** Another process (a running server, a backup…) has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(readonly folder: string) {
    super(
      `The embedded database ${folder} is open in another process (a running server?): stop it first. A process that crashed frees it within ${LOCK_STALE_MS / 1000} seconds.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * Takes the lock on the embedded database in `folder` (its parent must exist) and returns its
 * release (to call once or more). When another process holds it, waits up to `waitMs` for it (a server restarted after a
 * crash waits out the dead process's lock), then throws DatabaseInUseError.
 */
export async function lockEmbeddedDatabase(folder: string, waitMs = 0): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const release = await lockfile.lock(folder, {
        realpath: false,
        lockfilePath: `${folder}.lock`,
        stale: LOCK_STALE_MS,
        update: 5_000,
        // Called when the lock could not be refreshed and another process has taken it over (this
        // one was stopped longer than LOCK_STALE_MS): nothing safe is left to do but say so.
        onCompromised: (err) =>
          console.error(
            `The lock on the embedded database ${folder} was lost (${err.message}): another process may have opened it; stop one of them.`,
          ),
      });
      let released: Promise<void> | undefined;
      return () => (released ??= release());
    } catch (err) {
      if ((err as { code?: string }).code !== 'ELOCKED') throw err;
      if (Date.now() >= deadline) throw new DatabaseInUseError(folder);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
