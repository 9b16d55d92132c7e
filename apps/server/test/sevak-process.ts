import { spawn, type ChildProcess } from 'node:child_process';

export type SevakProcess = {
  child: ChildProcess;
  /** Everything it has written so far, stdout and stderr (its JSON log lines). */
  readonly output: string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** Sends SIGTERM (a deployment stopping it) and waits for the exit code. */
  stop(): Promise<number | null>;
};

/**
 * Runs one of the server's entry points (src/server.ts, src/worker.ts) as its own Node process,
 * as a deployment does (through tsx instead of the build), with `env` added to this process's
 * environment; resolves once its output matches `ready`.
 */
export async function startSevakProcess(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<SevakProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (!ready.test(output)) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${entry} not ready in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    get output() {
      return output;
    },
    exited,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
