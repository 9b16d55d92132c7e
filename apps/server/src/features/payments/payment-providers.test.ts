import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../platform/config.js';
import { createMember, createTestApp, createTestDatabase, signIn } from '../../../test/app.js';
import { hmacSha256Hex } from '../../platform/signature.js';

/** Which payment provider a server takes the fee through, by its configuration. */
describe('with Razorpay configured', () => {
  it('uses Razorpay’s keys: webhooks verified with its secret, and no local checkout', async () => {
    const rz = await createTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_sevak',
      RAZORPAY_KEY_SECRET: 'key-secret-123',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-456',
    });
    try {
      expect(rz.app.paymentProvider).toMatchObject({ name: 'razorpay', keyId: 'rzp_test_sevak' });
      const m = await createMember(rz.db);
      const s = await signIn(rz.app, m);
      const local = await rz.app.inject({
        method: 'POST',
        url: '/api/payment/local/complete',
        headers: { cookie: s.cookie },
        payload: { orderId: 'order_x', outcome: 'success' },
      });
      expect(local.statusCode).toBe(404);
      const raw = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_1', order_id: 'order_unknown', amount: 12100 } } },
      });
      const signed = await rz.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacSha256Hex('hook-secret-456', raw),
        },
        payload: raw,
      });
      expect(signed.statusCode).toBe(200);
      const wrongSecret = await rz.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacSha256Hex('not-the-webhook-secret', raw),
        },
        payload: raw,
      });
      expect(wrongSecret.statusCode).toBe(400);
    } finally {
      await rz.close();
    }
  });
});

describe('choosing the provider (PAYMENT_PROVIDER)', () => {
  /** The warn lines an app logs while it is built, with this configuration. */
  async function startWarnings(env: Record<string, string>) {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sevak-provider-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      ...env,
    });
    try {
      const app = await buildApp({
        config,
        database,
        webRoot: false,
        logStream: { write: (line) => void lines.push(line) },
      });
      await app.close();
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((l) => l.level === 40)
      .map((l) => l.msg);
  }

  it('warns at every start while the local TEST provider is active, and not with Razorpay', async () => {
    const warning =
      'payments: the local TEST provider is active — no real money moves; set RAZORPAY_* for real payments';
    expect(await startWarnings({})).toContain(warning);
    expect(await startWarnings({ PAYMENT_PROVIDER: 'local' })).toContain(warning);
    expect(
      await startWarnings({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'k', RAZORPAY_WEBHOOK_SECRET: 'w' }),
    ).not.toContain(warning);
  });

  it('a server on PostgreSQL with no provider chosen is not built', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      APP_SECRET: 'p'.repeat(64),
      DATA_DIR: path.join(tmpdir(), 'sevak-unbuilt'),
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
    });
    const database = await createTestDatabase();
    try {
      await expect(buildApp({ config, database, webRoot: false })).rejects.toBeInstanceOf(ConfigError);
    } finally {
      await database.drop();
    }
  });
});
