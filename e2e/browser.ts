/**
 * Finds the Chromium the browser journeys drive (Playwright never downloads one here), and — run
 * as a script, which `npm test` does before anything else — installs Debian's `chromium` when
 * there is none and this machine can (root with apt-get), else stops at once with one line that
 * says what to install.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Debian, Ubuntu and most Linux packages put it. */
export const FIXED_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Names looked up on the PATH, in this order. */
export const COMMAND_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const INSTALL_HINT =
  'No Chromium for the browser journeys: install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chrome or Chromium binary.';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name: string, pathVariable: string | undefined): string | undefined {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

export type BrowserLookup = { env: NodeJS.ProcessEnv; fixedPaths?: readonly string[] };

/**
 * `CHROMIUM_PATH` when set (it must exist: a wrong setting is said, not skipped), else the first
 * of the fixed paths, else the first command name on the PATH.
 */
export function findBrowser({ env, fixedPaths = FIXED_PATHS }: BrowserLookup): { path: string } | { error: string } {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    return isExecutable(chosen)
      ? { path: chosen }
      : { error: `CHROMIUM_PATH is ${chosen}, which is not an executable file.` };
  }
  const found = fixedPaths.find(isExecutable) ?? COMMAND_NAMES.map((name) => onPath(name, env.PATH)).find(Boolean);
  return found ? { path: found } : { error: INSTALL_HINT };
}

/** The path for playwright.config.ts; a missing browser is reported by the script, before. */
export function browserPath(): string {
  const found = findBrowser({ env: process.env });
  return 'path' in found ? found.path : '/usr/bin/chromium';
}

type Run = (command: string, args: string[]) => boolean;

const run: Run = (command, args) =>
  spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/**
 * Finds the browser, or installs Debian's `chromium` when this process is root and apt-get is on
 * the PATH. Answers the path, or the one line to show.
 */
export function ensureBrowser(
  lookup: BrowserLookup & { isRoot: boolean; runCommand?: Run },
): { path: string } | { error: string } {
  const found = findBrowser(lookup);
  if ('path' in found || lookup.env.CHROMIUM_PATH) return found;
  const aptGet = onPath('apt-get', lookup.env.PATH);
  if (!lookup.isRoot || !aptGet) return found;
  const runCommand = lookup.runCommand ?? run;
  console.log("No Chromium found: installing Debian's chromium (apt-get install -y chromium)…");
  if (!runCommand(aptGet, ['update', '-qq']) || !runCommand(aptGet, ['install', '-y', '-qq', 'chromium'])) {
    return { error: `apt-get could not install chromium. ${INSTALL_HINT}` };
  }
  return findBrowser(lookup);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = ensureBrowser({ env: process.env, isRoot: process.getuid?.() === 0 });
  if ('error' in result) {
    console.error(result.error);
    process.exit(1);
  }
}
