import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBrowser, findBrowser, INSTALL_HINT } from './browser.js';

function fakeExecutable(
  name: string,
  dir = mkdtempSync(path.join(tmpdir(), 'sevak-browser-')),
): { dir: string; file: string } {
  const file = path.join(dir, name);
  writeFileSync(file, '#!/bin/sh\nexit 0\n');
  chmodSync(file, 0o755);
  return { dir, file };
}

describe('finding the browser for the journeys', () => {
  it('with an empty PATH, no CHROMIUM_PATH and none installed, says what to install', () => {
    expect(findBrowser({ env: { PATH: '' }, fixedPaths: [] })).toEqual({ error: INSTALL_HINT });
    // Not root, or no apt-get: nothing is tried, the one line is the answer.
    const tried: string[] = [];
    const runCommand = (command: string) => (tried.push(command), true);
    expect(ensureBrowser({ env: { PATH: '' }, fixedPaths: [], isRoot: true, runCommand })).toEqual({
      error: INSTALL_HINT,
    });
    const { dir } = fakeExecutable('apt-get');
    expect(ensureBrowser({ env: { PATH: dir }, fixedPaths: [], isRoot: false, runCommand })).toEqual({
      error: INSTALL_HINT,
    });
    expect(tried).toEqual([]);
  });

  it('as root with apt-get, installs chromium, and says so when that fails', () => {
    const { dir, file } = fakeExecutable('apt-get');
    const tried: string[][] = [];
    const failing = (command: string, args: string[]) => (tried.push([command, ...args]), false);
    const result = ensureBrowser({ env: { PATH: dir }, fixedPaths: [], isRoot: true, runCommand: failing });
    expect(tried).toEqual([[file, 'update', '-qq']]);
    expect(result).toEqual({ error: `apt-get could not install chromium. ${INSTALL_HINT}` });

    // An install that puts chromium on the PATH is found afterwards.
    const installing = (_command: string, args: string[]) => {
      if (args[0] === 'install') fakeExecutable('chromium', dir);
      return true;
    };
    expect(ensureBrowser({ env: { PATH: dir }, fixedPaths: [], isRoot: true, runCommand: installing })).toEqual({
      path: path.join(dir, 'chromium'),
    });
  });

  it('takes CHROMIUM_PATH first, and a wrong one is said rather than skipped', () => {
    const { file } = fakeExecutable('my-chrome');
    expect(findBrowser({ env: { CHROMIUM_PATH: file, PATH: '' } })).toEqual({ path: file });
    expect(findBrowser({ env: { CHROMIUM_PATH: '/nowhere/chrome' } })).toEqual({
      error: 'CHROMIUM_PATH is /nowhere/chrome, which is not an executable file.',
    });
  });

  it('finds google-chrome on the PATH', () => {
    const { dir, file } = fakeExecutable('google-chrome');
    expect(findBrowser({ env: { PATH: dir }, fixedPaths: [] })).toEqual({ path: file });
  });

  it('the script stops at once with one line when CHROMIUM_PATH points nowhere', () => {
    const script = path.join(import.meta.dirname, 'browser.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { PATH: '', CHROMIUM_PATH: '/nowhere/chrome' },
      encoding: 'utf8',
      cwd: path.join(import.meta.dirname, '..'),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('CHROMIUM_PATH is /nowhere/chrome, which is not an executable file.');
  });
});
