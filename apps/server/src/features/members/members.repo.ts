import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../platform/db.js';

/** A live (not deleted) member by email (any case) or phone. */
export async function findUserByEmailOrPhone(db: DbOrTx, emailOrPhone: string) {
  const value = emailOrPhone.trim();
  const match = value.includes('@') ? sql`lower(${users.email}) = lower(${value})` : eq(users.phone, value);
  const [row] = await db
    .select()
    .from(users)
    .where(and(match, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'Admin'), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

export async function referralCodeExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
  return row !== undefined;
}

/** Names of the given users (the referrer shown as `referredBy`). */
export async function findUserNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** Which of an email (any case) and a phone already belong to an account, deleted ones included. */
export async function findTakenContacts(db: DbOrTx, email: string, phone: string) {
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) or ${users.phone} = ${phone}`);
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    phone: rows.some((r) => r.phone === phone),
  };
}

export async function findUserByReferralCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Locks a member's row for the rest of the transaction, so changes to the member take turns. */
export async function lockUserRow(tx: DbOrTx, id: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/**
 * The member's registration fee is paid. Returns the member as the update left the row (the
 * referral reward is decided from it: docs/decisions/014).
 */
export async function markPaymentVerified(tx: DbOrTx, id: string, at: Date) {
  const [row] = await tx.update(users).set({ paymentVerified: true, updatedAt: at }).where(eq(users.id, id)).returning({
    id: users.id,
    name: users.name,
    isAdminApproved: users.isAdminApproved,
    referredBy: users.referredBy,
  });
  return row;
}

/** A new password, which is the member's own: no longer one to change at the next sign-in. */
export async function setPasswordHash(tx: DbOrTx, id: string, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Accounts other than `userId` (deleted ones included) holding this email (any case) or phone. */
export async function findContactsOfOthers(
  db: DbOrTx,
  userId: string,
  contacts: { email?: string | undefined; phone?: string | undefined },
) {
  return db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(
          contacts.email === undefined ? undefined : sql`lower(${users.email}) = lower(${contacts.email})`,
          contacts.phone === undefined ? undefined : eq(users.phone, contacts.phone),
        ),
      ),
    );
}

/** Sets fields of a member's row; the row as it is now. */
export async function updateUserRow(tx: DbOrTx, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** The median hours from registration to approval over the last 90 days, and how many approvals. */
export async function recentApprovalTime(db: DbOrTx): Promise<{ medianHours: number | null; approvals: number }> {
  const [row] = await db
    .select({
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${users.approvedAt} - ${users.createdAt}) / 3600)`,
      approvals: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(
      and(sql`${users.approvedAt} >= now() - interval '90 days'`, ne(users.role, 'Admin'), isNull(users.deletedAt)),
    );
  return {
    medianHours:
      row?.medianHours === null || row?.medianHours === undefined
        ? null
        : Math.round(Number(row.medianHours) * 10) / 10,
    approvals: row?.approvals ?? 0,
  };
}

/**
 * Holds a live member's row against deletion for the rest of the transaction (FOR SHARE: other
 * readers go on; the erasure's FOR UPDATE waits, then finds what this transaction added). False
 * when the member is gone (deleted meanwhile).
 */
export async function holdLiveMember(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('share');
  return row !== undefined;
}

/** A live member by phone, locked for the rest of the transaction. */
export async function lockLiveMemberByPhone(tx: Tx, phone: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The member's phone is theirs (a code sent to it came back): stamped once, and only while the
 * number is still `phone` (a change meanwhile needs its own proof). The row, when it changed.
 */
export async function markPhoneVerified(db: DbOrTx, id: string, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ phoneVerifiedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.phone, phone), isNull(users.phoneVerifiedAt)))
    .returning();
  return row;
}
