import fc from 'fast-check';
import sharp from 'sharp';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminMember,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
  type TestMember,
} from '../../test/app.js';
import { problemsOf } from '../../test/fuzz/checks.js';
import { loadPostOffices } from './location/location.service.js';
import type { FuzzContext } from '../../test/fuzz/json-schema.js';
import {
  operationsOf,
  requestsFor,
  type FuzzFiles,
  type FuzzRequest,
  type Operation,
} from '../../test/fuzz/requests.js';
import { changedParts, createStateDigest, STATE_EXCLUSIONS, type StateDigest } from '../../test/fuzz/state.js';

/**
 * The OpenAPI-driven fuzz test (docs/decisions/009): for every operation of the app's
 * own OpenAPI document, requests generated from its schemas with fast-check — valid-looking
 * values, boundaries, wrong types, missing and extra fields, NUL bytes, lone surrogates, odd
 * unicode, malformed ids and cursors, wrong content types, broken JSON and multipart — as a
 * visitor, an approved member and an admin. It fails on any 5xx, a stack trace or SQL in a body,
 * an error body that is not docs/contract.md §5's JSON, and any change of state by a refused (4xx) request.
 *
 * Reproduce a run with FUZZ_SEED=<seed>; FUZZ_RUNS=<n> sets requests per operation and role
 * (default 18: ≥ 3,000 requests); FUZZ_ONLY=<text> keeps the operations whose path contains it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 18);
const ONLY = process.env.FUZZ_ONLY;
const BATCH = 20;

/** Left out: logout ends the fuzz's own session (its own test is in access.test.ts); the stream never ends. */
const SKIPPED = new Set(['GET /api/auth/logout', 'GET /api/notifications/stream']);

/** An id no record has. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

type Role = 'visitor' | 'member' | 'admin';
const ROLES: Role[] = ['visitor', 'member', 'admin'];

let t: TestApp;
const accounts: Partial<Record<Role, TestMember>> = {};
const sessions: Record<Role, Record<string, string>> = { visitor: {}, member: {}, admin: {} };
let ctx: FuzzContext;
let files: FuzzFiles;
let takeSnapshot: () => Promise<StateDigest>;
const spent = { sending: 0, digests: 0, snapshots: 0, generating: 0, checking: 0 };
const slowest = new Map<string, number>();

async function snapshot(): Promise<StateDigest> {
  const started = performance.now();
  const digest = await takeSnapshot();
  spent.digests += performance.now() - started;
  spent.snapshots += 1;
  return digest;
}

async function call(role: Role, method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({ method: method as 'GET', url, headers: sessions[role], payload: payload as string });
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Signs in again if a fuzzed request ended a principal's session (a password change, say); a new
 * account of the role when one closed its own (Delete my account with the password it sampled).
 */
async function ensureSignedIn(role: Role) {
  const account = accounts[role];
  if (!account) return;
  const res = await t.app.inject({ url: '/api/auth/getuser', headers: sessions[role] });
  if (res.statusCode === 200) return;
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhone: account.email, password: account.password },
  });
  if (again.statusCode !== 200) {
    accounts[role] =
      role === 'admin' ? await createAdminMember(t.db) : await createMember(t.db, { isAdminApproved: true });
  }
  sessions[role] = { cookie: (await signIn(t.app, accounts[role]!)).cookie };
}

beforeAll(async () => {
  // Jobs are queued, never run: a job an accepted request queued (a data export being built) would
  // change the tables while the next, refused requests are watched.
  t = await createTestApp({}, { jobs: { workers: false } });
  accounts.member = await createMember(t.db, { isAdminApproved: true });
  accounts.admin = await createAdminMember(t.db);
  for (const role of ['member', 'admin'] as const)
    sessions[role] = { cookie: (await signIn(t.app, accounts[role]!)).cookie };
  // Real records, so generated ids sometimes name something: a provider, a member awaiting
  // approval, a work request, a ticket, a remark, a category. The fuzz's own accounts are kept
  // out of the pools (deleting or demoting them would end the run's sessions).
  const address = { area: 'FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' };
  const provider = await createMember(t.db, {
    name: 'Kiran Tailor',
    isAdminApproved: true,
    businessCategory: ['Tailor'],
    address,
  });
  const pending = await createMember(t.db, { name: 'Pending Person' });
  const preferredAt = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 86_400_000).toISOString();
  const work = await call('member', 'POST', '/api/work/requests', {
    providerId: provider.id,
    category: 'Tailor',
    description: 'Hem trousers',
    preferredAt,
    address,
    contactPhone: '9876543210',
  });
  const ticket = await call('member', 'POST', '/api/support/addIssue', {
    issue: 'Payment',
    description: 'Fee not shown',
  });
  const remarks = await call('admin', 'POST', '/api/remark/create', { userId: pending.id, remark: 'Check Aadhaar' });
  const category = await call('admin', 'POST', '/api/category/create', { categoryName: 'Fuzz Testing' });
  ctx = {
    ids: {
      user: [provider.id, pending.id, NOBODY],
      work: [work.request._id, NOBODY],
      ticket: [ticket.ticket._id, NOBODY],
      remark: [remarks.remarks[0]._id, NOBODY],
      category: [category.category._id, NOBODY],
    },
    emails: [provider.email, pending.email, 'nobody@gmail.com'],
    phones: [provider.phone, pending.phone, '9999999999'],
    categories: ['Tailor', 'Electrician', 'Fuzz Testing'],
  };
  // A small pincode directory, so the lookup answers (an empty one is a designed 503: not ready).
  await loadPostOffices(t.db, [
    { name: 'Fergusson College', pincode: '411004', district: 'Pune', state: 'Maharashtra' },
    { name: 'Connaught Place', pincode: '110001', district: 'New Delhi', state: 'Delhi' },
  ]);
  files = {
    png: await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer(),
  };
  takeSnapshot = await createStateDigest(t.db, path.join(t.app.config.DATA_DIR, 'uploads'));
}, 60_000);
afterAll(() => t.close());

type Sent = { role: Role; request: FuzzRequest; status: number };
let clientAddress = 0;

/** Sends one request from its own client address (per-address rate limits never decide the answer). */
async function send(role: Role, request: FuzzRequest): Promise<{ status: number; problems: string[] }> {
  clientAddress += 1;
  const started = performance.now();
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...sessions[role] },
    payload: request.payload,
    remoteAddress: `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`,
  });
  const checking = performance.now();
  spent.sending += checking - started;
  const problems = problemsOf(request, { statusCode: res.statusCode, headers: res.headers, body: res.body });
  spent.checking += performance.now() - checking;
  return { status: res.statusCode, problems };
}

const shown = (r: FuzzRequest) => {
  const payload =
    r.payload === undefined
      ? ''
      : ` ${JSON.stringify(Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload).slice(0, 300)}`;
  return `${r.method} ${r.url.slice(0, 300)} [${r.note}] ${JSON.stringify(r.headers)}${payload}`;
};
const refused = (status: number) => status >= 400 && status < 500;

describe('fuzz: every operation of the OpenAPI document', () => {
  it(`answers generated bad and edge input without a 5xx, a leak, or a change of state when refused (seed ${SEED})`, async () => {
    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sentCount = 0;
    let replays = 0;
    const operations = operationsOf(t.app.swagger() as never).filter(
      (op) => !SKIPPED.has(`${op.method} ${op.path}`) && (!ONLY || op.path.includes(ONLY)),
    );

    /** Re-sends the refused requests of a batch that changed state, one at a time, to name the culprit. */
    async function replay(batch: Sent[]) {
      for (const item of batch.filter((s) => refused(s.status))) {
        const before = await snapshot();
        const again = await send(item.role, item.request);
        replays += 1;
        const changed = changedParts(before, await snapshot());
        if (refused(again.status) && changed.length > 0)
          failures.push(`${item.role} ${shown(item.request)} → ${again.status} changed ${changed.join(', ')}`);
      }
    }

    let digest = await snapshot();
    let batch: Sent[] = [];
    const closeBatch = async () => {
      const after = await snapshot();
      if (changedParts(digest, after).length > 0) {
        if (batch.every((s) => refused(s.status)))
          failures.push(`a batch of refused requests changed ${changedParts(digest, after).join(', ')}; replaying it:`);
        await replay(batch);
        digest = await snapshot();
      } else {
        digest = after;
      }
      batch = [];
    };

    for (const [opIndex, op] of operations.entries()) {
      const arbitrary = requestsFor(op as Operation, ctx, files);
      for (const [roleIndex, role] of ROLES.entries()) {
        await ensureSignedIn(role);
        const seed = (SEED + opIndex * 7_919 + roleIndex * 104_729) % 2 ** 31;
        const generating = performance.now();
        const requests = fc.sample(arbitrary, { seed, numRuns: RUNS });
        spent.generating += performance.now() - generating;
        const opStarted = performance.now();
        for (const request of requests) {
          const { status, problems } = await send(role, request);
          sentCount += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          for (const problem of problems) failures.push(`${role} ${shown(request)} → ${status}: ${problem}`);
          batch.push({ role, request, status });
          if (batch.length >= BATCH) await closeBatch();
        }
        const key = `${op.method} ${op.path}`;
        slowest.set(key, (slowest.get(key) ?? 0) + performance.now() - opStarted);
      }
    }
    await closeBatch();

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `fuzz: ${sentCount} requests (+${replays} replays) over ${operations.length} operations × ${ROLES.length} roles in ${seconds} s on ${t.database.kind}; seed ${SEED}; ${histogram}`,
    );
    console.log(
      `fuzz: ${(spent.sending / 1000).toFixed(1)} s sending, ${(spent.digests / 1000).toFixed(1)} s in ${spent.snapshots} state digests, ${(spent.generating / 1000).toFixed(1)} s generating, ${(spent.checking / 1000).toFixed(1)} s checking`,
    );
    console.log(
      `fuzz: slowest operations ${[...slowest]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 5)
        .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')}`,
    );
    console.log(
      `fuzz: state digest excludes ${JSON.stringify({ ...STATE_EXCLUSIONS.tables, ...STATE_EXCLUSIONS.columns })}`,
    );
    if (failures.length > 0)
      console.log(
        `fuzz: ${failures.length} failures; reproduce with FUZZ_SEED=${SEED}\n${failures.slice(0, 40).join('\n')}`,
      );
    expect(failures, `reproduce with FUZZ_SEED=${SEED}`).toEqual([]);
    if (!process.env.FUZZ_RUNS && !ONLY) expect(sentCount).toBeGreaterThanOrEqual(3_000);
  }, 600_000);
});
