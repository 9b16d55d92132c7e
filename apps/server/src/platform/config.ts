/**
 * Configuration from the environment (docs/contract.md §4), validated once at start-up.
 * A bad value stops the process with one clear line per problem.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  DEFAULT_GRIEVANCE_RESPONSE_DAYS,
  grievanceMessages,
  MAX_GRIEVANCE_RESPONSE_DAYS,
  PAYMENT_PROVIDERS,
  PAYOUT_PROVIDERS,
  pushConfigSchema,
  supportMessages,
  gstStateCodeOf,
  isValidGstin,
  type MarketplaceRules,
  type Operator,
  type TaxRules,
} from '@sevak/shared';
import { optionalText, trustProxySchema } from './config-values.js';
import type { S3StorageOptions } from './storage.js';

/** A JSON object given as one line of text (e.g. a Firebase service account). */
const jsonObject = (message: string) =>
  z.string().transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** PUBLIC_ORIGIN: where members reach the app (scheme, host and port only). */
const originSchema = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, error: 'must be an origin such as https://sevak.example.in' })
    .refine(
      (v) => new URL(v).origin === v.replace(/\/$/, ''),
      'must be an origin only (scheme, host and port; no path), e.g. https://sevak.example.in',
    )
    .transform((v) => new URL(v).origin)
    .optional(),
);

/** How email leaves (platform/mail.ts). */
export const MAIL_PROVIDERS = ['smtp', 'local'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];
export type MailProviderName = (typeof MAIL_PROVIDERS)[number];
export const SMS_PROVIDERS = ['msg91', 'local'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
export const WHATSAPP_PROVIDERS = ['whatsapp', 'local'] as const;
export type WhatsAppProviderName = (typeof WHATSAPP_PROVIDERS)[number];

/** 'must be a or b': a choice's message. */
const mustBeOneOf = (names: readonly string[]) => `must be ${names.join(' or ')}`;

/** A whole number from min to max, with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** A percent with up to two decimals (0.5, 0.1) from 0 to `max`, as basis points (50, 10). */
const percentToBasisPoints = (max: number) => {
  const message = `must be a percent from 0 to ${max} with at most two decimals, such as 0.5`;
  return z.coerce
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), message)
    .transform((v) => Math.round(v * 100));
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: wholeNumber(1, 65535, 'must be a whole number between 1 and 65535').default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  APP_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
  ADMIN_PHONE: optionalText.pipe(
    z
      .string()
      .regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number starting with 6-9')
      .optional(),
  ),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').max(128).optional()),
  ADMIN_NAME: z.string().trim().min(1).default('Sevak Admin'),
  SMTP_URL: optionalText.pipe(z.url('must be a URL such as smtp://user:pass@host:587').optional()),
  /** smtp | local; unset: smtp when SMTP_URL is set, local (the development mailbox) for the embedded database. */
  MAIL_PROVIDER: optionalText.pipe(z.enum(MAIL_PROVIDERS, { error: mustBeOneOf(MAIL_PROVIDERS) }).optional()),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /**
   * Razorpay Route for bookings (docs/decisions/037): providers' linked accounts from their
   * e-KYC, and each booking's share transferred to them on hold. Needs the Razorpay provider.
   */
  RAZORPAY_ROUTE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /** razorpay | local; unset: razorpay when its keys are set, local for the embedded database. */
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(PAYMENT_PROVIDERS, { error: mustBeOneOf(PAYMENT_PROVIDERS) }).optional()),
  REGISTRATION_FEE_PAISE: z.coerce
    .number({ error: 'must be a whole number of paise' })
    .int('must be a whole number of paise')
    .positive('must be more than 0')
    .default(12100),
  /** Credited once to the direct referrer when a referred member has paid and is approved; 0 turns rewards off. */
  REFERRAL_REWARD_PAISE: wholeNumber(0, 100_000_000, 'must be a whole number of paise from 0 to 100000000').default(
    2500,
  ),
  /** The smallest withdrawal (docs/contract.md §5b). */
  MIN_WITHDRAWAL_PAISE: wholeNumber(100, 100_000_000, 'must be a whole number of paise from 100 to 100000000').default(
    10_000,
  ),
  // The marketplace's rules (docs/contract.md §5c "Money and rules"; docs/decisions/036).
  COMMISSION_PERCENT: wholeNumber(0, 50, 'must be a whole percent from 0 to 50').default(10),
  FREE_CANCEL_HOURS: wholeNumber(0, 72, 'must be a whole number of hours from 0 to 72').default(3),
  LATE_CANCEL_FEE_PERCENT: wholeNumber(0, 100, 'must be a whole percent from 0 to 100').default(20),
  LATE_CANCEL_FEE_MAX_PAISE: wholeNumber(0, 100_000_000, 'must be a whole number of paise from 0 to 100000000').default(
    20_000,
  ),
  /**
   * Taxes on bookings and Sevak's own documents (docs/compliance.md "Taxes on bookings",
   * docs/decisions/041): the rates are percents with up to two decimals.
   */
  TCS_PERCENT: percentToBasisPoints(5).prefault('0.5'),
  TDS_PERCENT: percentToBasisPoints(5).prefault('0.1'),
  COMMISSION_GST_PERCENT: wholeNumber(0, 28, 'must be a whole percent from 0 to 28').default(18),
  /** The e-commerce operator's legal entity: invoices, every page's footer (Consumer Protection (E-Commerce) Rules 2020). */
  OPERATOR_LEGAL_NAME: z.string().trim().min(1).max(120).default('Sevak Services Private Limited'),
  OPERATOR_ADDRESS: z.string().trim().min(1).max(300).default('12 MG Road, Bengaluru, Karnataka 560001'),
  OPERATOR_STATE: z
    .string()
    .trim()
    .refine((v) => gstStateCodeOf(v) !== undefined, 'must be an Indian state or union territory, such as Karnataka')
    .default('Karnataka'),
  /** Unset: Sevak's own documents are receipts, not tax invoices, and say so. */
  OPERATOR_GSTIN: optionalText.pipe(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .refine(isValidGstin, 'must be a GSTIN such as 29AAGCB7383J1Z4 (15 characters, its check character right)')
      .optional(),
  ),
  RELEASE_AFTER_HOURS: wholeNumber(1, 720, 'must be a whole number of hours from 1 to 720').default(24),
  BOOKING_HOLD_MINUTES: wholeNumber(1, 120, 'must be a whole number of minutes from 1 to 120').default(15),
  /** false switches the whole withdrawal side off (e-KYC stays). */
  /**
   * `false`: this API instance only queues jobs; worker processes (`npm run worker`, same
   * settings) run them. Needs DATABASE_URL: the embedded database is one process's.
   */
  JOB_WORKERS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  WITHDRAWALS_ENABLED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /** Investment plans are regulated deposits in India: off unless a deployment may offer them (docs/compliance.md). */
  INVESTMENTS_ENABLED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  RAZORPAYX_KEY_ID: optionalText,
  RAZORPAYX_KEY_SECRET: optionalText,
  /** The RazorpayX business account number payouts are paid from. */
  RAZORPAYX_ACCOUNT_NUMBER: optionalText,
  RAZORPAYX_WEBHOOK_SECRET: optionalText,
  /** razorpayx | local; unset: razorpayx with its keys, local with the embedded database, else none (payouts by hand with a UTR). */
  PAYOUT_PROVIDER: optionalText.pipe(z.enum(PAYOUT_PROVIDERS, { error: mustBeOneOf(PAYOUT_PROVIDERS) }).optional()),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default('gmail.com')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Days after verification that Aadhaar images are deleted (docs/contract.md §9; docs/decisions/007). */
  DOCUMENT_RETENTION_DAYS: wholeNumber(1, 3650, 'must be a whole number of days from 1 to 3650').default(
    DEFAULT_DOCUMENT_RETENTION_DAYS,
  ),
  PASSWORD_MIN_LENGTH: wholeNumber(4, 64, 'must be a whole number from 4 to 64').default(8),
  /**
   * `test`: cheap scrypt parameters, so test suites do not spend their time hashing
   * (platform/passwords.ts; docs/decisions/011). Refused unless NODE_ENV=test.
   */
  PASSWORD_HASH_COST: z.enum(['normal', 'test'], { error: 'must be normal or test' }).default('normal'),
  /** Firebase service account JSON (the server sends push messages with it). */
  FIREBASE_SERVICE_ACCOUNT: optionalText.pipe(jsonObject('must be the service account JSON (one line)').optional()),
  /** Firebase web app config JSON with the public VAPID key: {apiKey, authDomain, projectId, messagingSenderId, appId, vapidKey}. */
  FIREBASE_WEB_CONFIG: optionalText.pipe(
    jsonObject('must be JSON: {apiKey, authDomain, projectId, messagingSenderId, appId, vapidKey}')
      .pipe(pushConfigSchema.unwrap())
      .optional(),
  ),
  /**
   * S3-compatible object storage for uploaded documents (AWS S3, Cloudflare R2, MinIO, Spaces…):
   * the bucket, its region, and an access key allowed to put, get, delete and list in it. The
   * endpoint is for a store other than AWS's own (path-style addressing). Unset: DATA_DIR/uploads.
   */
  STORAGE_S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  STORAGE_S3_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be a URL such as https://<account>.r2.cloudflarestorage.com' })
      .optional(),
  ),
  STORAGE_S3_REGION: optionalText,
  STORAGE_S3_ACCESS_KEY_ID: optionalText,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
  SUPPORT_PHONE: z.string().trim().min(1).default('+91 80 4718 1210'),
  SUPPORT_EMAIL: z.string().trim().min(1).default('help@sevak.local'),
  SUPPORT_HOURS: z.string().trim().min(1).default(supportMessages.defaultHours),
  /**
   * The Grievance officer members complain to about their personal data (DPDP Rules 2025, rule 14;
   * docs/decisions/024), shown on /privacyPolicy, /aboutus and /support. The defaults are for development:
   * a deployment sets its own officer.
   */
  GRIEVANCE_OFFICER_NAME: z
    .string()
    .trim()
    .min(1, 'must be the officer’s name')
    .max(100)
    .default(grievanceMessages.defaultOfficer),
  GRIEVANCE_OFFICER_EMAIL: z
    .string()
    .trim()
    .pipe(z.email('must be an email address such as grievance@sevak.example.in'))
    .default('grievance@sevak.local'),
  GRIEVANCE_OFFICER_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{8,20}$/, 'must be a phone number such as +91 80 4718 1210 (digits, spaces, + ( ) -)')
    .default('+91 80 4718 1210'),
  /** Days within which a grievance is answered: the DPDP Rules 2025 allow at most 90. */
  GRIEVANCE_RESPONSE_DAYS: wholeNumber(
    1,
    MAX_GRIEVANCE_RESPONSE_DAYS,
    `must be a whole number of days from 1 to ${MAX_GRIEVANCE_RESPONSE_DAYS} (the DPDP Rules 2025 allow at most ${MAX_GRIEVANCE_RESPONSE_DAYS})`,
  ).default(DEFAULT_GRIEVANCE_RESPONSE_DAYS),
  TRUST_PROXY: trustProxySchema,
  PUBLIC_ORIGIN: originSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** msg91 | local; unset: msg91 with MSG91_AUTH_KEY, local for the embedded database, else none (docs/decisions/039). */
  SMS_PROVIDER: optionalText.pipe(z.enum(SMS_PROVIDERS, { error: mustBeOneOf(SMS_PROVIDERS) }).optional()),
  MSG91_AUTH_KEY: optionalText,
  /** The secret MSG91's delivery-report webhook carries (`?token=` in the URL set in its panel); unset: reports refused. */
  MSG91_WEBHOOK_TOKEN: optionalText,
  /** Template → its DLT template id (as MSG91 holds it), one line of JSON. */
  SMS_DLT_TEMPLATE_IDS: optionalText.pipe(jsonObject('must be JSON: {"template": "DLT template id", …}').optional()),
  /** whatsapp | local; unset: whatsapp with its token and number id, local for the embedded database, else none. */
  WHATSAPP_PROVIDER: optionalText.pipe(
    z.enum(WHATSAPP_PROVIDERS, { error: mustBeOneOf(WHATSAPP_PROVIDERS) }).optional(),
  ),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  /** The Meta app's secret: it signs each webhook call (X-Hub-Signature-256); unset: reports refused. */
  WHATSAPP_APP_SECRET: optionalText,
  /** The word Meta's webhook set-up echoes back (GET, hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /** Template → its approved WhatsApp template name, one line of JSON. */
  WHATSAPP_TEMPLATES: optionalText.pipe(
    jsonObject('must be JSON: {"template": "approved template name", …}').optional(),
  ),
});

export type Config = Omit<
  z.infer<typeof envSchema>,
  | 'APP_SECRET'
  | 'ADMIN_EMAIL'
  | 'ADMIN_PHONE'
  | 'ADMIN_PASSWORD'
  | 'PAYMENT_PROVIDER'
  | 'PAYOUT_PROVIDER'
  | 'SMS_PROVIDER'
  | 'WHATSAPP_PROVIDER'
  | 'SMS_DLT_TEMPLATE_IDS'
  | 'WHATSAPP_TEMPLATES'
  | 'MAIL_PROVIDER'
> & {
  APP_SECRET: string;
  /** The documents' S3-compatible bucket when STORAGE_S3_* are set; null: DATA_DIR/uploads. */
  storageS3: S3StorageOptions | null;
  /**
   * The payment provider the server uses; null when none was chosen (a PostgreSQL server without
   * Razorpay keys): the server then refuses to start (`requirePaymentProvider`), while scripts
   * that take no payments (migrate, create-admin) still run.
   */
  PAYMENT_PROVIDER: PaymentProviderName | null;
  /**
   * How email (password reset codes) leaves: 'smtp' sends through SMTP_URL and keeps no body;
   * 'local' is the development mailbox (the outbox table, read by admins; nothing is sent). Null
   * when none was chosen (a PostgreSQL server without SMTP_URL): the server refuses to start
   * (`requireMailProvider`), as for payments (docs/decisions/025).
   */
  MAIL_PROVIDER: MailProviderName | null;
  /**
   * Where an approved withdrawal is sent when the admin gives no UTR; null when none (a PostgreSQL
   * server without RazorpayX keys): payouts are then made by hand and recorded with their UTR.
   */
  PAYOUT_PROVIDER: PayoutProviderName | null;
  /** Where SMS go; null: none are sent (said once at start). */
  SMS_PROVIDER: SmsProviderName | null;
  /** Where WhatsApp messages go; null: none are sent. */
  WHATSAPP_PROVIDER: WhatsAppProviderName | null;
  SMS_DLT_TEMPLATE_IDS: Record<string, string>;
  WHATSAPP_TEMPLATES: Record<string, string>;
  /** The first admin to create when none exists, or null when not configured. */
  firstAdmin: { email: string; phone: string; password: string; name: string } | null;
  /** True when the database is the embedded PGlite under DATA_DIR/db. */
  embedded: boolean;
  /** The origins browsers may send writes from (CSRF): PUBLIC_ORIGIN, or the listen address's. */
  publicOrigins: string[];
  /** COMMISSION_PERCENT … BOOKING_HOLD_MINUTES as the booking rules take them. */
  marketplace: MarketplaceRules;
  /** TCS_PERCENT, TDS_PERCENT and COMMISSION_GST_PERCENT as the release takes them. */
  taxes: TaxRules;
  /** OPERATOR_*, SUPPORT_EMAIL and SUPPORT_PHONE: the operator on invoices and footers. */
  operator: Operator;
};

/** The embedded default's first admin, shown in the README. Only used without DATABASE_URL. */
export const EMBEDDED_ADMIN = {
  email: 'admin@sevak.local',
  phone: '9000000001',
  password: 'Sevak@Admin121',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The schema's values from the environment, or a ConfigError listing every bad one. */
function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      return `${name} ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
    }),
  );
}

/** The file in DATA_DIR holding the APP_SECRET generated on first start when none is set. */
export const SECRET_FILE = 'app-secret';

/**
 * Only where the data lives (backup, restore): DATA_DIR (absolute), DATABASE_URL and APP_SECRET
 * as set. Unlike loadConfig, never writes a new secret file into DATA_DIR.
 */
export function loadDataDirConfig(env: NodeJS.ProcessEnv = process.env) {
  const raw = parseEnv(envSchema.pick({ DATA_DIR: true, DATABASE_URL: true, APP_SECRET: true }), env);
  return { ...raw, DATA_DIR: path.resolve(raw.DATA_DIR) };
}

/**
 * Settings that make sense only together (one service's keys): true when all are set, false when
 * none is (and `alsoWhenSet`, an optional companion, is not), else a ConfigError with `message`.
 */
function allOrNone(values: readonly unknown[], message: string, alsoWhenSet?: unknown): boolean {
  const given = values.filter((value) => value !== undefined).length;
  if ((given > 0 || alsoWhenSet !== undefined) && given < values.length) throw new ConfigError([message]);
  return given === values.length;
}

/** Parse and check the environment. Throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = parseEnv(envSchema, env);
  const embedded = raw.DATABASE_URL === undefined;
  const dataDir = path.resolve(raw.DATA_DIR);

  const adminSet = allOrNone(
    [raw.ADMIN_EMAIL, raw.ADMIN_PHONE, raw.ADMIN_PASSWORD],
    'ADMIN_EMAIL, ADMIN_PHONE and ADMIN_PASSWORD must be set together (or none of them)',
  );
  const razorpaySet = allOrNone(
    [raw.RAZORPAY_KEY_ID, raw.RAZORPAY_KEY_SECRET, raw.RAZORPAY_WEBHOOK_SECRET],
    'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together (or none of them, for the local test provider)',
  );
  if (raw.PAYMENT_PROVIDER === 'razorpay' && !razorpaySet) {
    throw new ConfigError([
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    ]);
  }
  // The local test provider moves no money: on a PostgreSQL server (a real deployment) it must
  // be chosen by name, never fallen into because the Razorpay keys are missing.
  const paymentProvider: PaymentProviderName | null =
    raw.PAYMENT_PROVIDER ?? (razorpaySet ? 'razorpay' : embedded ? 'local' : null);
  if (raw.RAZORPAY_ROUTE && paymentProvider !== 'razorpay') {
    throw new ConfigError([
      'RAZORPAY_ROUTE=true needs the Razorpay payment provider (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET)',
    ]);
  }
  const razorpayxSet = allOrNone(
    [raw.RAZORPAYX_KEY_ID, raw.RAZORPAYX_KEY_SECRET, raw.RAZORPAYX_ACCOUNT_NUMBER, raw.RAZORPAYX_WEBHOOK_SECRET],
    'RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET must be set together (or none of them)',
  );
  if (raw.PAYOUT_PROVIDER === 'razorpayx' && !razorpayxSet) {
    throw new ConfigError(['PAYOUT_PROVIDER=razorpayx needs the four RAZORPAYX_* values']);
  }
  // Like payments: the local test provider moves no money, so a real deployment gets it only by name.
  const payoutProvider: PayoutProviderName | null =
    raw.PAYOUT_PROVIDER ?? (razorpayxSet ? 'razorpayx' : embedded ? 'local' : null);
  if (raw.MAIL_PROVIDER === 'smtp' && !raw.SMTP_URL) throw new ConfigError(['MAIL_PROVIDER=smtp needs SMTP_URL']);
  if (raw.MAIL_PROVIDER === 'local' && raw.SMTP_URL) {
    throw new ConfigError([
      'SMTP_URL is set but MAIL_PROVIDER=local keeps mail in the development mailbox: choose one (unset MAIL_PROVIDER to send through SMTP)',
    ]);
  }
  // Like payments: on a PostgreSQL server (a real deployment) mail that is never sent must be
  // chosen by name, never fallen into because SMTP_URL is missing.
  const mailProvider: MailProviderName | null =
    raw.MAIL_PROVIDER ?? (raw.SMTP_URL ? 'smtp' : embedded ? 'local' : null);
  if (raw.PASSWORD_HASH_COST === 'test' && raw.NODE_ENV !== 'test') {
    throw new ConfigError([
      'PASSWORD_HASH_COST=test is for test runs only (NODE_ENV=test): its password hashes are cheap to crack',
    ]);
  }
  allOrNone(
    [raw.FIREBASE_SERVICE_ACCOUNT, raw.FIREBASE_WEB_CONFIG],
    'FIREBASE_SERVICE_ACCOUNT and FIREBASE_WEB_CONFIG must be set together (or neither: no push)',
  );
  if (raw.OPERATOR_GSTIN && raw.OPERATOR_GSTIN.slice(0, 2) !== gstStateCodeOf(raw.OPERATOR_STATE)) {
    throw new ConfigError([
      `OPERATOR_GSTIN is registered in state ${raw.OPERATOR_GSTIN.slice(0, 2)}, not OPERATOR_STATE (${raw.OPERATOR_STATE}): its first two digits are the state's GST code`,
    ]);
  }
  if (!raw.JOB_WORKERS && !raw.DATABASE_URL) {
    throw new ConfigError([
      'JOB_WORKERS=false needs DATABASE_URL: with the embedded database no other process can run the jobs',
    ]);
  }
  const s3Set = allOrNone(
    [raw.STORAGE_S3_BUCKET, raw.STORAGE_S3_REGION, raw.STORAGE_S3_ACCESS_KEY_ID, raw.STORAGE_S3_SECRET_ACCESS_KEY],
    'STORAGE_S3_BUCKET, STORAGE_S3_REGION, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together (STORAGE_S3_ENDPOINT too for a store other than AWS S3), or none of them',
    raw.STORAGE_S3_ENDPOINT,
  );
  const firstAdmin = adminSet
    ? {
        email: raw.ADMIN_EMAIL!,
        phone: raw.ADMIN_PHONE!,
        password: raw.ADMIN_PASSWORD!,
        name: raw.ADMIN_NAME,
      }
    : embedded
      ? { ...EMBEDDED_ADMIN, name: raw.ADMIN_NAME }
      : null;

  return {
    ...raw,
    DATA_DIR: dataDir,
    APP_SECRET: raw.APP_SECRET ?? readOrCreateSecret(dataDir),
    PAYMENT_PROVIDER: paymentProvider,
    MAIL_PROVIDER: mailProvider,
    PAYOUT_PROVIDER: payoutProvider,
    ...textProviders(raw, embedded),
    firstAdmin,
    storageS3: s3Set
      ? {
          bucket: raw.STORAGE_S3_BUCKET!,
          region: raw.STORAGE_S3_REGION!,
          accessKeyId: raw.STORAGE_S3_ACCESS_KEY_ID!,
          secretAccessKey: raw.STORAGE_S3_SECRET_ACCESS_KEY!,
          endpoint: raw.STORAGE_S3_ENDPOINT,
        }
      : null,
    embedded,
    publicOrigins: raw.PUBLIC_ORIGIN ? [raw.PUBLIC_ORIGIN] : listenOrigins(raw.HOST, raw.PORT),
    marketplace: {
      commissionPercent: raw.COMMISSION_PERCENT,
      freeCancelHours: raw.FREE_CANCEL_HOURS,
      lateCancelFeePercent: raw.LATE_CANCEL_FEE_PERCENT,
      lateCancelFeeMaxPaise: raw.LATE_CANCEL_FEE_MAX_PAISE,
      releaseAfterHours: raw.RELEASE_AFTER_HOURS,
      holdMinutes: raw.BOOKING_HOLD_MINUTES,
    },
    taxes: {
      tcsBasisPoints: raw.TCS_PERCENT,
      tdsBasisPoints: raw.TDS_PERCENT,
      commissionGstPercent: raw.COMMISSION_GST_PERCENT,
    },
    operator: {
      legalName: raw.OPERATOR_LEGAL_NAME,
      address: raw.OPERATOR_ADDRESS,
      state: raw.OPERATOR_STATE,
      gstin: raw.OPERATOR_GSTIN ?? null,
      email: raw.SUPPORT_EMAIL,
      phone: raw.SUPPORT_PHONE,
    },
  };
}

/** SMS and WhatsApp, as for payments: the TEST provider with the embedded database, or by name. */
function textProviders(raw: z.infer<typeof envSchema>, embedded: boolean) {
  if (raw.SMS_PROVIDER === 'msg91' && !raw.MSG91_AUTH_KEY)
    throw new ConfigError(['SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY']);
  const whatsappSet = allOrNone(
    [raw.WHATSAPP_TOKEN, raw.WHATSAPP_PHONE_NUMBER_ID],
    'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together (or neither)',
  );
  if (raw.WHATSAPP_PROVIDER === 'whatsapp' && !whatsappSet) {
    throw new ConfigError(['WHATSAPP_PROVIDER=whatsapp needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID']);
  }
  const strings = (o: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(o ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return {
    SMS_PROVIDER: raw.SMS_PROVIDER ?? (raw.MSG91_AUTH_KEY ? 'msg91' : embedded ? 'local' : null),
    WHATSAPP_PROVIDER: raw.WHATSAPP_PROVIDER ?? (whatsappSet ? 'whatsapp' : embedded ? 'local' : null),
    SMS_DLT_TEMPLATE_IDS: strings(raw.SMS_DLT_TEMPLATE_IDS),
    WHATSAPP_TEMPLATES: strings(raw.WHATSAPP_TEMPLATES),
  } as const;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins of the listen address when PUBLIC_ORIGIN is unset: a loopback address answers as
 * localhost, 127.0.0.1 and [::1]; all interfaces (0.0.0.0, ::) also as each of this machine's
 * addresses (a phone on the same network).
 */
export function listenOrigins(host: string, port: number): string[] {
  const bracket = (address: string) => (isIP(address) === 6 ? `[${address}]` : address);
  const hosts = new Set<string>();
  const loopback = ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host);
  const everywhere = host === '0.0.0.0' || host === '::';
  if (loopback || everywhere) LOOPBACK_HOSTS.forEach((h) => hosts.add(h));
  if (everywhere) {
    for (const address of Object.values(networkInterfaces()).flat()) if (address) hosts.add(bracket(address.address));
  }
  if (!loopback && !everywhere) hosts.add(bracket(host));
  return [...hosts].map((h) => new URL(`http://${h}:${port}`).origin);
}

export const PAYMENT_PROVIDER_MISSING =
  'DATABASE_URL is set but no payment provider is: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET for real payments, or PAYMENT_PROVIDER=local for the local TEST provider (no real money moves)';

/** The server's payment provider; throws the one line saying what to set when none was chosen. */
export function requirePaymentProvider(config: Pick<Config, 'PAYMENT_PROVIDER'>): PaymentProviderName {
  if (config.PAYMENT_PROVIDER === null) throw new ConfigError([PAYMENT_PROVIDER_MISSING]);
  return config.PAYMENT_PROVIDER;
}

export const MAIL_PROVIDER_MISSING =
  'DATABASE_URL is set but no mail provider is: set SMTP_URL to send email (password reset codes), or MAIL_PROVIDER=local for the development mailbox (nothing is sent; admins read it at GET /api/admin/outbox)';

/** The server's mail provider; throws the one line saying what to set when none was chosen. */
export function requireMailProvider(config: Pick<Config, 'MAIL_PROVIDER'>): MailProviderName {
  if (config.MAIL_PROVIDER === null) throw new ConfigError([MAIL_PROVIDER_MISSING]);
  return config.MAIL_PROVIDER;
}

/** APP_SECRET unset: generate one on first start and keep it in DATA_DIR (docs/contract.md §4). */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
