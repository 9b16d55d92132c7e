import { AADHAAR_SLOTS, type User } from '@sevak/shared';
import type { MemberRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { findDocumentsOfUsers } from '../documents/documents.repo.js';
import { documentUrl } from '../documents/documents.service.js';
import { findUserNames } from './users.repo.js';

/** 'XXXX XXXX 1234': the only form of an Aadhaar number a response carries by default (DESIGN §9). */
export function maskAadhaar(last4: string | null): string | null {
  return last4 ? `XXXX XXXX ${last4}` : null;
}

/**
 * A member as the API shows it (spec §3 field names). Never the password hash, the encrypted
 * Aadhaar number or storage keys.
 */
export type DocumentRef = { id: string; slot: string; state: string; createdAt: Date | string };

export function toUserView(
  row: MemberRow,
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
    referralCode: row.referralCode,
    referredBy: referrers.map((r) => ({ _id: r.id, name: r.name })),
    isAdminApproved: row.isAdminApproved,
    paymentVerified: row.paymentVerified,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
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
  };
}

/** A timestamp as ISO text: a Date from drizzle, or PostgreSQL's text from a JSON subquery. */
function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

/** A member's API record with the names of referrers and the URLs of documents. */
export async function loadUserView(db: DbOrTx, row: MemberRow): Promise<User> {
  const [view] = await loadUserViews(db, [row]);
  return view!;
}

/** Many members' records with their referrers and documents: three reads, not three per member. */
export async function loadUserViews(db: DbOrTx, rows: MemberRow[]): Promise<User[]> {
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
