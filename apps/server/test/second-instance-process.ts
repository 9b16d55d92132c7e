import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Starts test/second-instance.ts — another API process on the same PostgreSQL database — with
 * `env` added to this process's environment, and resolves once it listens.
 */
export async function startSecondInstance(
  env: Record<string, string>,
): Promise<{ base: string; child: ChildProcess; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'second-instance.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`second instance exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') };
}
