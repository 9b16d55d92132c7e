import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, EMBEDDED_ADMIN, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'sevak-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tmp(), ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the documented defaults, an embedded database and the README admin', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      embedded: true,
      REGISTRATION_FEE_PAISE: 12100,
      ALLOWED_EMAIL_DOMAINS: ['gmail.com'],
      PASSWORD_MIN_LENGTH: 8,
      DOCUMENT_RETENTION_DAYS: 90,
      TRUST_PROXY: false,
    });
    expect(config.firstAdmin).toMatchObject(EMBEDDED_ADMIN);
  });

  it('takes DOCUMENT_RETENTION_DAYS as whole days from 1 to 3650, with a clear message otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DOCUMENT_RETENTION_DAYS: '30' }).DOCUMENT_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '1.5', 'ninety', '5000']) {
      expect(problemsOf({ DOCUMENT_RETENTION_DAYS: bad })).toEqual([`DOCUMENT_RETENTION_DAYS must be a whole number of days from 1 to 3650 (got "${bad}")`]);
    }
  });

  it('names each bad value on its own line, with what was given', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', PASSWORD_MIN_LENGTH: '2' });
    expect(problems).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x")',
      'PASSWORD_MIN_LENGTH must be a whole number from 4 to 64 (got "2")',
    ]);
  });

  it('wants the three ADMIN_* values together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.co' })).toEqual([
      'ADMIN_EMAIL, ADMIN_PHONE and ADMIN_PASSWORD must be set together (or none of them)',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.co', ADMIN_PHONE: '12345', ADMIN_PASSWORD: 'long-enough-pw' })).toEqual([
      'ADMIN_PHONE must be a 10-digit Indian mobile number starting with 6-9 (got "12345")',
    ]);
  });

  it('wants the three RAZORPAY_* values together', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toEqual([
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together (or none of them, for the local test provider)',
    ]);
  });

  it('creates no default admin on a PostgreSQL server', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://localhost/sevak' });
    expect(config.embedded).toBe(false);
    expect(config.firstAdmin).toBeNull();
  });

  it('generates APP_SECRET once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).APP_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).APP_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: 's'.repeat(40) }).APP_SECRET).toBe('s'.repeat(40));
  });
});
