import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver's fixed credentials: every request is signed with them, as with a real store's key. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) in its own process, over `directory`, on a free port of
 * 127.0.0.1. Its own process because s3rver makes list continuation tokens with DES,
 * which Node 20's OpenSSL 3 keeps in its legacy provider (`--openssl-legacy-provider`).
 */
export async function startS3Server(directory: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', bin, '--directory', directory, '--address', '127.0.0.1', '--port', '0', '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /S3rver listening on ([\d.]+):(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(`http://${listening[1]}:${listening[2]}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${output}`));
    });
  });
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/**
 * s3rver over a folder of its own with `bucket` made: a client of it, the STORAGE_S3_* settings
 * an app needs to keep its documents there, and `stop` (which removes the folder too).
 */
export async function startS3Bucket(bucket: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'sevak-s3-'));
  const server = await startS3Server(folder);
  const client = new S3Client({
    region: 'ap-south-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    client,
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_REGION: 'ap-south-1',
      STORAGE_S3_ENDPOINT: server.endpoint,
      STORAGE_S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      client.destroy();
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
