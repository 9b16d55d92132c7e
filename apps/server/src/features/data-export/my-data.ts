import { asc, desc, eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { documents, notifications } from '../../db/schema/index.js';
import type { Config } from '../../platform/config.js';
import type { DbOrTx } from '../../platform/db.js';
import type { Storage } from '../../platform/storage.js';
import { ekycOf } from '../ekyc/index.js';
import { investmentsOf } from '../investments/index.js';
import { toNotificationView } from '../notifications/index.js';
import { listMyPayments } from '../payments/index.js';
import { teamOf } from '../referrals/index.js';
import { ticketsOf } from '../support/index.js';
import { findUserById, loadUserView } from '../members/index.js';
import { transactionsOf } from '../wallet/index.js';
import { findWithdrawalsOf, toWithdrawalView } from '../withdrawals/index.js';
import { listWorkRequests } from '../work/index.js';

/** The JSON's name inside the ZIP. */
export const MY_DATA_JSON = 'sevak-my-data.json';

const PAGE = 100;

/** Every page of a keyset-paged list the app shows, one after another. */
async function allPages<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>) {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** A document's file name inside the ZIP (what it is, which version, its id). */
function imagePath(doc: { id: string; slot: string; state: string; contentType: string }) {
  const extension = doc.contentType === 'image/png' ? 'png' : doc.contentType === 'image/webp' ? 'webp' : 'jpg';
  return `documents/${doc.slot}${doc.state === 'current' ? '' : `-${doc.state}`}-${doc.id}.${extension}`;
}

export type MyDataDeps = { db: DbOrTx; storage: Storage; config: Config };

/**
 * Everything Sevak holds about a member, as they see it in the app (DPDP Act 2023 §11):
 * the same views the member's own screens get — so the Aadhaar number, PAN and bank account are
 * masked as there, other members appear as the app names them (a referral: first name and last
 * initial) — plus what no screen lists in full: every notification, every wallet entry, the
 * documents' details, the consents. Never a password hash, a session or a storage key.
 *
 * `progress(p)` is told 5–60 as the records are read.
 */
export async function collectMyData(deps: MyDataDeps, userId: string, progress: (p: number) => Promise<void>) {
  const member = await findUserById(deps.db, userId);
  if (!member) throw new Error('member not found');
  const db = deps.db;
  const profile = await loadUserView(db, member);
  await progress(10);
  const docs = await db
    .select({
      id: documents.id,
      slot: documents.slot,
      state: documents.state,
      ekycId: documents.ekycId,
      contentType: documents.contentType,
      bytes: documents.bytes,
      width: documents.width,
      height: documents.height,
      createdAt: documents.createdAt,
      storageKey: documents.storageKey,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const payments = await listMyPayments(db, userId);
  const wallet = await allPages(async (cursor) => {
    const page = await transactionsOf(db, userId, { cursor, limit: PAGE });
    return { items: page.transactions, nextCursor: page.nextCursor };
  });
  await progress(25);
  const withdrawals = (await findWithdrawalsOf(db, userId)).map(toWithdrawalView);
  const ekyc = await ekycOf(db, userId);
  const investments = await investmentsOf(db, userId);
  const supportTickets = await ticketsOf(db, userId);
  await progress(40);
  const box = (name: 'sent' | 'received') =>
    allPages(async (cursor) => {
      const query = { box: name, ...(cursor ? { cursor } : {}), limit: PAGE };
      const page = await listWorkRequests(db, userId, query, deps.config.marketplace);
      return { items: page.requests, nextCursor: page.nextCursor };
    });
  const [asCustomer, asProvider] = [await box('sent'), await box('received')];
  const teamDeps = {
    db,
    origin: deps.config.publicOrigins[0]!,
    referralRewardPaise: deps.config.REFERRAL_REWARD_PAISE,
  };
  const firstTeamPage = await teamOf(teamDeps, member, { limit: PAGE });
  const teamMembers = await allPages(async (cursor) => {
    const page = cursor ? await teamOf(teamDeps, member, { cursor, limit: PAGE }) : firstTeamPage;
    return { items: page.members, nextCursor: page.nextCursor };
  });
  const { members: _firstPage, nextCursor: _next, ...team } = firstTeamPage;
  const notes = (
    await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
  ).map(toNotificationView);
  await progress(60);

  const record = {
    about:
      'Everything Sevak holds about you, as of exportedAt (times in UTC, ISO 8601; amounts in rupees as the app shows ' +
      'them). Your Aadhaar number, PAN and bank account number are masked as in the app. Your document images are ' +
      'in the documents folder of this ZIP.',
    exportedAt: new Date().toISOString(),
    profile,
    consents: {
      noticeVersion: member.noticeVersion,
      noticeAcceptedAt: member.noticeAcceptedAt?.toISOString() ?? null,
      marketingConsent: member.marketingConsent,
      marketingConsentAt: member.marketingConsentAt?.toISOString() ?? null,
    },
    documents: docs.map((d) => ({
      _id: d.id,
      slot: d.slot,
      state: d.state,
      ekycSubmission: d.ekycId,
      contentType: d.contentType,
      bytes: d.bytes,
      width: d.width,
      height: d.height,
      uploadedAt: d.createdAt.toISOString(),
      file: imagePath(d),
    })),
    payments,
    wallet: { transactions: wallet },
    withdrawals,
    ekyc,
    investments,
    supportTickets,
    workRequests: { asCustomer, asProvider },
    reviews: {
      written: asCustomer.flatMap((r) =>
        r.review ? [{ workRequest: r._id, provider: r.provider.name, category: r.category, ...r.review }] : [],
      ),
      received: asProvider.flatMap((r) =>
        r.review ? [{ workRequest: r._id, customer: r.seeker.name, category: r.category, ...r.review }] : [],
      ),
    },
    referrals: { ...team, members: teamMembers },
    notifications: notes,
  };
  return { record, docs };
}

/**
 * The ZIP: the JSON and every image of the member's documents (current, waiting for review and
 * e-KYC), decrypted as the member's own GET /api/files/:id gives them. Images are stored as they
 * are (JPEG is compressed already); the JSON is deflated. `progress(p)` goes 60–90 over the images.
 * An image replaced while the export ran (its file gone) is left out, and its entry says so.
 */
export async function buildMyDataZip(deps: MyDataDeps, userId: string, progress: (p: number) => Promise<void>) {
  const { record, docs } = await collectMyData(deps, userId, progress);
  // The JSON first in the ZIP (written last, once it knows which images made it).
  const files: Zippable = { [MY_DATA_JSON]: new Uint8Array() };
  const missing = new Set<string>();
  for (const [i, doc] of docs.entries()) {
    try {
      files[imagePath(doc)] = [await deps.storage.get(doc.storageKey), { level: 0 }];
    } catch {
      missing.add(doc.id);
    }
    await progress(60 + Math.round((30 * (i + 1)) / docs.length));
  }
  const json = {
    ...record,
    documents: record.documents.map((d) => (missing.has(d._id) ? { ...d, file: null } : d)),
  };
  files[MY_DATA_JSON] = [strToU8(JSON.stringify(json, null, 2)), { level: 6 }];
  return Buffer.from(zipSync(files, { mtime: new Date() }));
}
