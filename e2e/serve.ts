/**
 * Starts the built server for the browser journeys on a fresh embedded database, after seeding
 * the accounts of accounts.ts straight into it (through the app's own repo code, as the server
 * would) — PGlite allows one process at a time, so seeding happens before the server opens it.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { generateReferralCode } from '../apps/server/src/features/members/referral-code.js';
import { insertPayment } from '../apps/server/src/features/payments/payments.repo.js';
import { insertUser } from '../apps/server/src/features/members/members.repo.js';
import { insertDocuments } from '../apps/server/src/features/documents/documents.repo.js';
import { storeImages } from '../apps/server/src/features/documents/documents.service.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { createCipher } from '../apps/server/src/platform/crypto.js';
import { createDatabaseFromTemplate } from '../apps/server/src/platform/database-template.js';
import { databaseTemplateFile, migrate, openDatabase } from '../apps/server/src/platform/db.js';
import { hashPassword, setPasswordHashCost } from '../apps/server/src/platform/passwords.js';
import { createLocalStorage } from '../apps/server/src/platform/storage.js';
import { PRIVACY_NOTICE_VERSION } from '@sevak/shared';
import { accounts, E2E_PORT } from './accounts.js';
import { photo } from './images.js';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });

// Seeding and server hash passwords at the cheap test cost (docs/decisions/011): the journeys
// sign in dozens of times, and the config refuses that cost outside NODE_ENV=test.
const testRun = { NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' } as const;
// The server reads the same DATA_DIR/app-secret, so the documents seeded here decrypt there.
const config = loadConfig({ ...testRun, DATA_DIR: dataDir, APP_SECRET: process.env.APP_SECRET });
setPasswordHashCost(config.PASSWORD_HASH_COST);
const storage = createLocalStorage(path.join(dataDir, 'uploads'), createCipher(config.APP_SECRET, 'documents'));
// The build's database (migrated, with the pincode directory), as a first start would have it.
if (!(await createDatabaseFromTemplate(path.join(dataDir, 'db'), databaseTemplateFile()))) {
  throw new Error('Build first: npm run build');
}
const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
await migrate(database); // nothing to do unless a migration is newer than the build
for (const [key, account] of Object.entries(accounts)) {
  const user = await insertUser(database.db, {
    name: account.name,
    email: account.email,
    phone: account.phone,
    passwordHash: await hashPassword(account.password),
    role: key === 'admin' || 'admin' in account ? 'Admin' : 'User',
    isAdminApproved: 'approved' in account ? account.approved : true,
    referralCode: await generateReferralCode(database.db),
    paymentVerified: 'paidFee' in account,
    // Everyone accepted the current privacy notice at registration, unless the account says otherwise.
    noticeVersion: 'noticeVersion' in account ? account.noticeVersion : PRIVACY_NOTICE_VERSION,
    noticeAcceptedAt: new Date('2026-01-05T10:00:00+05:30'),
    ...('businessCategory' in account && { businessCategory: [...account.businessCategory] }),
    ...('createdAt' in account && { createdAt: new Date(account.createdAt) }),
    ...('address' in account && { address: account.address }),
    ...('mustChangePassword' in account && { mustChangePassword: account.mustChangePassword }),
    ...('businessName' in account && { businessName: account.businessName }),
    ...('businessDetails' in account && { businessDetails: account.businessDetails }),
    ...('approved' in account &&
      account.approved && { approvedAt: new Date('2026-01-05T11:00:00+05:30'), aadhaarVerifiedAt: new Date() }),
    ...('aadhaarVerifiedAt' in account && {
      aadhaarVerifiedAt: new Date(account.aadhaarVerifiedAt),
      aadhaarPurgedAt: new Date(account.aadhaarPurgedAt),
    }),
  });
  if ('aadhaarOnRecord' in account) {
    const images = await storeImages(storage, { frontAadhar: await photo(21), backAadhar: await photo(22) });
    await insertDocuments(
      database.db,
      images.map((image) => ({ ...image, userId: user.id })),
    );
  }
  // Who paid the fee this month: the admin's payment report lists them.
  if ('paidFee' in account) {
    await insertPayment(database.db, {
      userId: user.id,
      provider: 'local',
      providerOrderId: account.paidFee.replace('pay_', 'order_'),
      providerPaymentId: account.paidFee,
      receipt: `SVK-R-${account.phone}`,
      amountPaise: 12100,
      status: 'captured',
      capturedAt: new Date(),
    });
  }
}
await database.close();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...testRun,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Journeys that test per-IP limits send their own X-Forwarded-For.
    TRUST_PROXY: '1',
    // Investment plans are off by default (regulated deposits); the investments journeys need them on.
    INVESTMENTS_ENABLED: 'true',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
