import { eq, sql } from 'drizzle-orm';
import { AADHAAR_SLOTS, type User } from '@sevak/shared';
import { memberViews, sessions, type MemberRow } from '../../db/schema/index.js';
import { liveSession } from '../../platform/auth.js';
import { preparedOnce, type Db, type DbOrTx } from '../../platform/db.js';
import { hashToken } from '../../platform/tokens.js';
import { findDocumentsOfUsers, documentUrl } from '../documents/index.js';
import { findUserNames } from './members.repo.js';

/** 'XXXX XXXX 1234': the only form of an Aadhaar number a response carries by default (docs/contract.md §9). */
export function maskAadhaar(last4: string | null): string | null {
  return last4 ? `XXXX XXXX ${last4}` : null;
}

/**
 * A member as the API shows it (docs/product-spec.md §3 field names). Never the password hash, the encrypted
 * Aadhaar number or storage keys.
 */
export type DocumentRef = { id: string; slot: string; state: string; createdAt: Date | string };

/**
 * The member's columns their API record shows, and nothing more (`member_views` holds these): not
 * the password hash, the encrypted Aadhaar number or the search document.
 */
export const VIEW_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'role',
  'address',
  'permanentAddress',
  'aadhaarLast4',
  'businessCategory',
  'businessName',
  'businessAddress',
  'businessDetails',
  'gstin',
  'tdsExemptAt',
  'tdsExemptReason',
  'referralCode',
  'referredBy',
  'isAdminApproved',
  'paymentVerified',
  'mustChangePassword',
  'language',
  'createdAt',
  'approvedAt',
  'phoneVerifiedAt',
  'aadhaarVerifiedAt',
  'aadhaarPurgedAt',
  'noticeVersion',
  'noticeAcceptedAt',
  'marketingConsent',
  'marketingConsentAt',
  'deletedAt',
] as const;

type Timestamps =
  | 'createdAt'
  | 'approvedAt'
  | 'phoneVerifiedAt'
  | 'tdsExemptAt'
  | 'aadhaarVerifiedAt'
  | 'aadhaarPurgedAt'
  | 'noticeAcceptedAt'
  | 'marketingConsentAt'
  | 'deletedAt';
/**
 * A member as their record needs them: from drizzle (timestamps as Dates) or from JSON built by
 * PostgreSQL (`memberViewJson`: timestamps as text).
 */
export type UserViewRow = Omit<Pick<MemberRow, (typeof VIEW_COLUMNS)[number]>, Timestamps> & {
  [K in Timestamps]: MemberRow[K] | (null extends MemberRow[K] ? string | null : string);
};

/**
 * A member's view columns, documents and referrer's name as one JSON object: their row of
 * `member_views`, which triggers keep in step with `users` and `documents` (migration 0037,
 * docs/decisions/043), read by GET /auth/getuser and the admin member list: Node spends one
 * JSON.parse a member. A change to VIEW_COLUMNS needs a migration replacing `member_views_refresh`
 * too: its tests check the row's keys against VIEW_COLUMNS, and every record read from it against
 * `loadUserView`'s, read from the tables.
 */
export type MemberViewJson = UserViewRow & { docs: DocumentRef[]; referrerName: string | null };
export const memberViewJson = sql<MemberViewJson>`${memberViews.view}`;

export function toUserView(
  row: UserViewRow,
  referrers: { id: string; name: string }[] = [],
  docs: DocumentRef[] = [],
): User {
  const find = (slot: string, state: string) => docs.find((d) => d.slot === slot && d.state === state);
  const doc = (slot: string) => {
    const found = find(slot, 'current');
    return found ? documentUrl(found.id) : null;
  };
  const pending = AADHAAR_SLOTS.map((slot) => find(slot, 'pending'));
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    address: row.address ?? null,
    permanentAddress: row.permanentAddress,
    aadharNumber: maskAadhaar(row.aadhaarLast4),
    frontAadhar: doc('frontAadhar'),
    backAadhar: doc('backAadhar'),
    profilePic: doc('profilePic'),
    businessCategory: row.businessCategory,
    businessName: row.businessName,
    businessAddress: row.businessAddress,
    businessDetaile: row.businessDetails,
    gstin: row.gstin,
    tdsExemption: row.tdsExemptAt ? { at: iso(row.tdsExemptAt)!, reason: row.tdsExemptReason ?? '' } : null,
    referralCode: row.referralCode,
    referredBy: referrers.map((r) => ({ _id: r.id, name: r.name })),
    isAdminApproved: row.isAdminApproved,
    paymentVerified: row.paymentVerified,
    mustChangePassword: row.mustChangePassword,
    language: row.language,
    createdAt: iso(row.createdAt)!,
    approvedAt: iso(row.approvedAt),
    phoneVerifiedAt: iso(row.phoneVerifiedAt),
    aadhaarVerifiedAt: iso(row.aadhaarVerifiedAt),
    aadhaarPurgedAt: iso(row.aadhaarPurgedAt),
    pendingAadhaar: pending.some(Boolean)
      ? {
          frontAadhar: pending[0] ? documentUrl(pending[0].id) : null,
          backAadhar: pending[1] ? documentUrl(pending[1].id) : null,
          uploadedAt: pending
            .flatMap((d) => (d ? [iso(d.createdAt)!] : []))
            .sort()
            .at(-1)!,
        }
      : null,
    noticeVersion: row.noticeVersion,
    noticeAcceptedAt: iso(row.noticeAcceptedAt),
    marketingConsent: row.marketingConsent,
    marketingConsentAt: iso(row.marketingConsentAt),
  };
}

/** A timestamp as ISO text: a Date from drizzle, or PostgreSQL's text from a JSON subquery. */
function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

/** The referrer of a member read with `memberViewJson`, as `toUserView` takes it. */
export function referrerOf(row: UserViewRow, referrerName: string | null) {
  return row.referredBy && referrerName !== null ? [{ id: row.referredBy, name: referrerName }] : [];
}

const sessionMemberView = preparedOnce((db: Db) =>
  db
    .select({
      session: { id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt },
      user: memberViewJson,
    })
    .from(sessions)
    .innerJoin(memberViews, eq(memberViews.userId, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_member_view'),
);

/**
 * GET /auth/getuser: the signed-in member's record from their session token, in one round trip
 * (the session and the member's row of `member_views`: two lookups by key in one prepared
 * statement), or null when the session is not live. The same session rules as every other request
 * (`liveSession`).
 */
export async function loadSessionMemberView(db: Db, token: string): Promise<User | null> {
  const [found] = await sessionMemberView(db).execute({ tokenHash: hashToken(token) });
  const live = await liveSession(db, found);
  return live && toUserView(live.user, referrerOf(live.user, live.user.referrerName), live.user.docs);
}

/** A member's API record with the names of referrers and the URLs of documents. */
export async function loadUserView(db: DbOrTx, row: UserViewRow): Promise<User> {
  const [view] = await loadUserViews(db, [row]);
  return view!;
}

/** Many members' records with their referrers and documents: three reads, not three per member. */
export async function loadUserViews(db: DbOrTx, rows: UserViewRow[]): Promise<User[]> {
  const referrerIds = [...new Set(rows.map((r) => r.referredBy).filter((id): id is string => id !== null))];
  const [referrers, docs] = await Promise.all([
    findUserNames(db, referrerIds),
    findDocumentsOfUsers(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) =>
    toUserView(
      row,
      referrers.filter((r) => r.id === row.referredBy),
      docs.filter((d) => d.userId === row.id),
    ),
  );
}
