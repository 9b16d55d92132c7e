import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, EMBEDDED_ADMIN, loadConfig, requireMailProvider, requirePaymentProvider } from './config.js';

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
      expect(problemsOf({ DOCUMENT_RETENTION_DAYS: bad })).toEqual([
        `DOCUMENT_RETENTION_DAYS must be a whole number of days from 1 to 3650 (got "${bad}")`,
      ]);
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

  it('takes the S3 storage settings together, the endpoint only for a store other than AWS S3', () => {
    const s3 = {
      STORAGE_S3_BUCKET: 'sevak-documents',
      STORAGE_S3_REGION: 'ap-south-1',
      STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: tmp() }).storageS3).toBeNull();
    expect(loadConfig({ DATA_DIR: tmp(), ...s3 }).storageS3).toEqual({
      bucket: 'sevak-documents',
      region: 'ap-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      endpoint: undefined,
    });
    expect(
      loadConfig({ DATA_DIR: tmp(), ...s3, STORAGE_S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com' }).storageS3
        ?.endpoint,
    ).toBe('https://acct.r2.cloudflarestorage.com');
    const together =
      'STORAGE_S3_BUCKET, STORAGE_S3_REGION, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together (STORAGE_S3_ENDPOINT too for a store other than AWS S3), or none of them';
    expect(problemsOf({ STORAGE_S3_BUCKET: 'sevak-documents' })).toEqual([together]);
    expect(problemsOf({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([together]);
    expect(problemsOf({ ...s3, STORAGE_S3_BUCKET: 'Sevak_Docs' })).toEqual([
      'STORAGE_S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens) (got "Sevak_Docs")',
    ]);
  });

  it('runs jobs in the server unless JOB_WORKERS=false, which needs PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).JOB_WORKERS).toBe(true);
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        DATABASE_URL: 'postgres://db/sevak',
        PAYMENT_PROVIDER: 'local',
        JOB_WORKERS: 'false',
      }).JOB_WORKERS,
    ).toBe(false);
    expect(problemsOf({ JOB_WORKERS: 'false' })).toEqual([
      'JOB_WORKERS=false needs DATABASE_URL: with the embedded database no other process can run the jobs',
    ]);
  });

  it('wants the three RAZORPAY_* values together', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toEqual([
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together (or none of them, for the local test provider)',
    ]);
  });

  it('wants the four RAZORPAYX_* values together; all four choose RazorpayX for payouts', () => {
    const razorpayx = {
      RAZORPAYX_KEY_ID: 'rzp_test_x',
      RAZORPAYX_KEY_SECRET: 'secret',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
      RAZORPAYX_WEBHOOK_SECRET: 'hook',
    };
    expect(problemsOf({ RAZORPAYX_KEY_ID: 'rzp_test_x', RAZORPAYX_KEY_SECRET: 'secret' })).toEqual([
      'RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET must be set together (or none of them)',
    ]);
    expect(loadConfig({ DATA_DIR: tmp(), ...razorpayx }).PAYOUT_PROVIDER).toBe('razorpayx');
    expect(loadConfig({ DATA_DIR: tmp() }).PAYOUT_PROVIDER).toBe('local');
  });

  it('sends SMS and WhatsApp to the development mailbox when embedded; on PostgreSQL only by name or with keys', () => {
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({ SMS_PROVIDER: 'local', WHATSAPP_PROVIDER: 'local' });
    const server = {
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://x@127.0.0.1/db',
      PAYMENT_PROVIDER: 'local',
      MAIL_PROVIDER: 'local',
    };
    expect(loadConfig(server)).toMatchObject({ SMS_PROVIDER: null, WHATSAPP_PROVIDER: null });
    expect(loadConfig({ ...server, SMS_PROVIDER: 'local' }).SMS_PROVIDER).toBe('local');
    expect(loadConfig({ ...server, MSG91_AUTH_KEY: 'k', SMS_DLT_TEMPLATE_IDS: '{"signInCode":"1207"}' })).toMatchObject(
      {
        SMS_PROVIDER: 'msg91',
        SMS_DLT_TEMPLATE_IDS: { signInCode: '1207' },
      },
    );
    expect(problemsOf({ SMS_PROVIDER: 'msg91' })).toEqual(['SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY']);
    expect(problemsOf({ WHATSAPP_TOKEN: 't' })).toEqual([
      'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together (or neither)',
    ]);
  });

  it('refuses PASSWORD_HASH_COST=test unless NODE_ENV=test, so no server runs on cheap hashes', () => {
    const refusal = [
      'PASSWORD_HASH_COST=test is for test runs only (NODE_ENV=test): its password hashes are cheap to crack',
    ];
    expect(problemsOf({ PASSWORD_HASH_COST: 'test' })).toEqual(refusal);
    expect(problemsOf({ NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' })).toEqual(refusal);
    expect(problemsOf({ PASSWORD_HASH_COST: 'cheap' })).toEqual([
      'PASSWORD_HASH_COST must be normal or test (got "cheap")',
    ]);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe(
      'test',
    );
    expect(loadConfig({ DATA_DIR: tmp() }).PASSWORD_HASH_COST).toBe('normal');
  });

  it('takes TRUST_PROXY as a hop count or addresses/CIDRs, and refuses `true` saying what to set', () => {
    const trust = (v: string) => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: v }).TRUST_PROXY;
    expect(trust('1')).toBe(1);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 192.168.1.7, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    const [refused] = problemsOf({ TRUST_PROXY: 'true' });
    expect(refused).toMatch(
      /^TRUST_PROXY must say which proxies to trust: their number \(e\.g\. 1 behind one load balancer\) or their addresses\/CIDRs/,
    );
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toEqual([
      'TRUST_PROXY must be a number of proxy hops or a comma-separated list of IP addresses/CIDRs (e.g. 10.0.0.0/8, 192.168.1.7) (got "10.0.0.0/33")',
    ]);
  });

  it('takes PUBLIC_ORIGIN as an origin; unset, the listen address answers as its loopback names', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_ORIGIN: 'https://sevak.example.in/' }).publicOrigins).toEqual([
      'https://sevak.example.in',
    ]);
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '8080' }).publicOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(loadConfig({ DATA_DIR: tmp(), HOST: '10.0.0.5' }).publicOrigins).toEqual(['http://10.0.0.5:3000']);
    expect(problemsOf({ PUBLIC_ORIGIN: 'https://sevak.example.in/app' })).toEqual([
      'PUBLIC_ORIGIN must be an origin only (scheme, host and port; no path), e.g. https://sevak.example.in (got "https://sevak.example.in/app")',
    ]);
  });

  describe('MAIL_PROVIDER', () => {
    const postgres = { DATABASE_URL: 'postgres://localhost/sevak' };
    const smtp = { SMTP_URL: 'smtp://mail.example.in:587' };

    it('is the development mailbox for the embedded database, and SMTP when SMTP_URL is set', () => {
      expect(requireMailProvider(loadConfig({ DATA_DIR: tmp() }))).toBe('local');
      expect(requireMailProvider(loadConfig({ DATA_DIR: tmp(), ...smtp }))).toBe('smtp');
      expect(requireMailProvider(loadConfig({ DATA_DIR: tmp(), ...postgres, ...smtp }))).toBe('smtp');
      expect(requireMailProvider(loadConfig({ DATA_DIR: tmp(), ...postgres, MAIL_PROVIDER: 'local' }))).toBe('local');
    });

    it('on a PostgreSQL server without SMTP_URL, the server refuses to start with one line saying what to set', () => {
      const config = loadConfig({ DATA_DIR: tmp(), ...postgres });
      // Scripts that send no mail (migrate, create-admin) still load it.
      expect(config.MAIL_PROVIDER).toBeNull();
      let problems: string[] = [];
      try {
        requireMailProvider(config);
      } catch (err) {
        if (err instanceof ConfigError) problems = err.problems;
      }
      expect(problems).toEqual([
        'DATABASE_URL is set but no mail provider is: set SMTP_URL to send email (password reset codes), or MAIL_PROVIDER=local for the development mailbox (nothing is sent; admins read it at GET /api/admin/outbox)',
      ]);
    });

    it('smtp needs SMTP_URL, local refuses one, anything else is named', () => {
      expect(problemsOf({ MAIL_PROVIDER: 'smtp' })).toEqual(['MAIL_PROVIDER=smtp needs SMTP_URL']);
      expect(problemsOf({ MAIL_PROVIDER: 'local', ...smtp })).toEqual([
        'SMTP_URL is set but MAIL_PROVIDER=local keeps mail in the development mailbox: choose one (unset MAIL_PROVIDER to send through SMTP)',
      ]);
      expect(problemsOf({ MAIL_PROVIDER: 'sendgrid' })).toEqual([
        'MAIL_PROVIDER must be smtp or local (got "sendgrid")',
      ]);
    });
  });

  describe('PAYMENT_PROVIDER', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    };
    const postgres = { DATABASE_URL: 'postgres://localhost/sevak' };

    it('is the local test provider for the embedded database, and Razorpay when its keys are set', () => {
      expect(requirePaymentProvider(loadConfig({ DATA_DIR: tmp() }))).toBe('local');
      expect(requirePaymentProvider(loadConfig({ DATA_DIR: tmp(), ...keys }))).toBe('razorpay');
      expect(requirePaymentProvider(loadConfig({ DATA_DIR: tmp(), ...postgres, ...keys }))).toBe('razorpay');
    });

    it('on a PostgreSQL server without Razorpay keys, the server refuses to start with one line saying what to set', () => {
      const config = loadConfig({ DATA_DIR: tmp(), ...postgres });
      // Scripts that take no payments (migrate, create-admin) still load it.
      expect(config.PAYMENT_PROVIDER).toBeNull();
      let problems: string[] = [];
      try {
        requirePaymentProvider(config);
      } catch (err) {
        if (err instanceof ConfigError) problems = err.problems;
      }
      expect(problems).toEqual([
        'DATABASE_URL is set but no payment provider is: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET for real payments, or PAYMENT_PROVIDER=local for the local TEST provider (no real money moves)',
      ]);
    });

    it('PAYMENT_PROVIDER=local chooses the test provider by name, even on PostgreSQL or with keys', () => {
      expect(requirePaymentProvider(loadConfig({ DATA_DIR: tmp(), ...postgres, PAYMENT_PROVIDER: 'local' }))).toBe(
        'local',
      );
      expect(requirePaymentProvider(loadConfig({ DATA_DIR: tmp(), ...keys, PAYMENT_PROVIDER: 'local' }))).toBe('local');
    });

    it('PAYMENT_PROVIDER=razorpay needs the keys; anything else is named', () => {
      expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay' })).toEqual([
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      ]);
      expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
        'PAYMENT_PROVIDER must be razorpay or local (got "stripe")',
      ]);
      expect(requirePaymentProvider(loadConfig({ DATA_DIR: tmp(), ...keys, PAYMENT_PROVIDER: 'razorpay' }))).toBe(
        'razorpay',
      );
    });
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

describe('the Grievance officer', () => {
  it('has development defaults, and takes a deployment’s own', () => {
    const defaults = loadConfig({ DATA_DIR: tmp() });
    expect([defaults.GRIEVANCE_OFFICER_EMAIL, defaults.GRIEVANCE_RESPONSE_DAYS]).toEqual(['grievance@sevak.local', 30]);
    const own = loadConfig({
      DATA_DIR: tmp(),
      GRIEVANCE_OFFICER_NAME: ' Meera Iyer ',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@sevak.example.in',
      GRIEVANCE_OFFICER_PHONE: '+91 (80) 4718-1210',
      GRIEVANCE_RESPONSE_DAYS: '90',
    });
    expect([own.GRIEVANCE_OFFICER_NAME, own.GRIEVANCE_OFFICER_PHONE, own.GRIEVANCE_RESPONSE_DAYS]).toEqual([
      'Meera Iyer',
      '+91 (80) 4718-1210',
      90,
    ]);
  });

  it('names each bad value; the DPDP Rules allow at most 90 days', () => {
    expect(
      problemsOf({
        GRIEVANCE_OFFICER_NAME: ' ',
        GRIEVANCE_OFFICER_EMAIL: 'not-an-email',
        GRIEVANCE_OFFICER_PHONE: 'call me',
        GRIEVANCE_RESPONSE_DAYS: '91',
      }),
    ).toEqual([
      'GRIEVANCE_OFFICER_NAME must be the officer’s name (got " ")',
      'GRIEVANCE_OFFICER_EMAIL must be an email address such as grievance@sevak.example.in (got "not-an-email")',
      'GRIEVANCE_OFFICER_PHONE must be a phone number such as +91 80 4718 1210 (digits, spaces, + ( ) -) (got "call me")',
      'GRIEVANCE_RESPONSE_DAYS must be a whole number of days from 1 to 90 (the DPDP Rules 2025 allow at most 90) (got "91")',
    ]);
  });
});

describe('the operator and the tax rates', () => {
  it('has today’s rates, as basis points, and the operator without a GSTIN by default', () => {
    const defaults = loadConfig({ DATA_DIR: tmp() });
    expect(defaults.taxes).toEqual({ tcsBasisPoints: 50, tdsBasisPoints: 10, commissionGstPercent: 18 });
    expect(defaults.operator).toMatchObject({ state: 'Karnataka', gstin: null });
    const own = loadConfig({
      DATA_DIR: tmp(),
      TCS_PERCENT: '1',
      TDS_PERCENT: '0.75',
      OPERATOR_STATE: 'Maharashtra',
      OPERATOR_GSTIN: '27aapfu0939f1zv',
    });
    expect([own.taxes.tcsBasisPoints, own.taxes.tdsBasisPoints, own.operator.gstin]).toEqual([
      100,
      75,
      '27AAPFU0939F1ZV',
    ]);
  });

  it('names a bad rate, a GSTIN whose check character is wrong, and one of another state', () => {
    expect(problemsOf({ TCS_PERCENT: '0.125', OPERATOR_GSTIN: '27AAPFU0939F1ZX', OPERATOR_STATE: 'Atlantis' })).toEqual(
      [
        'TCS_PERCENT must be a percent from 0 to 5 with at most two decimals, such as 0.5 (got "0.125")',
        'OPERATOR_STATE must be an Indian state or union territory, such as Karnataka (got "Atlantis")',
        'OPERATOR_GSTIN must be a GSTIN such as 29AAGCB7383J1Z4 (15 characters, its check character right) (got "27AAPFU0939F1ZX")',
      ],
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), OPERATOR_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      'OPERATOR_GSTIN is registered in state 27, not OPERATOR_STATE (Karnataka)',
    );
  });
});
