import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { documents, ledgerAccounts, memberViews, users } from '../../db/schema/index.js';
import { rawRows, selectRows, type Db, type DbOrTx, type Tx } from '../../platform/db.js';
import {
  afterCursor,
  indianDayRange,
  memberContains,
  type PageRequest,
  rowsToRead,
  sortKeyText,
} from '../../platform/keyset.js';
import { memberViewJson, type MemberViewJson } from '../members/index.js';

/** The admin member list's filters (GET /auth/getAllUser). */
export type MemberFilters = {
  approved?: boolean | undefined;
  search?: string | undefined;
  sort: 'newest' | 'oldest' | 'az' | 'za';
  category?: string | undefined;
  /** A day in India, yyyy-MM-dd: members who registered that day. */
  date?: string | undefined;
  paid?: boolean | undefined;
  /** Registered on or after this day in India (yyyy-MM-dd). */
  from?: string | undefined;
  /** Registered on or before this day in India (yyyy-MM-dd). */
  to?: string | undefined;
  /** Approved members whose new Aadhaar images await review (Pending Approval). */
  aadhaarReview?: boolean | undefined;
};

/**
 * The admin member list: filtered and sorted in the database, one keyset page on (sort key, id) —
 * the last page costs what the first does (docs/contract.md §10), never OFFSET. By name the key is the
 * lower-cased name, else the registration instant.
 */
export async function findMembers(db: Db, q: MemberFilters, page: PageRequest) {
  const byName = q.sort === 'az' || q.sort === 'za';
  const ascending = q.sort === 'az' || q.sort === 'oldest';
  const key = byName ? sql`lower(${users.name})` : users.createdAt;
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (q.approved !== undefined) conditions.push(eq(users.isAdminApproved, q.approved));
  if (q.search) conditions.push(memberContains(users, q.search));
  if (q.category) conditions.push(sql`${q.category} = any(${users.businessCategory})`);
  if (q.paid !== undefined) conditions.push(eq(users.paymentVerified, q.paid));
  if (q.aadhaarReview !== undefined) {
    // "users"."id" in full: drizzle would leave it unqualified, which inside means p.id.
    const pending = sql`exists (select 1 from ${documents} p where p.user_id = "users"."id" and p.state = 'pending')`;
    conditions.push(q.aadhaarReview ? pending : sql`not ${pending}`);
  }
  conditions.push(...indianDayRange(users.createdAt, q.date ?? q.from, q.date ?? q.to));
  conditions.push(afterCursor(page, key, users.id, ascending ? 'asc' : 'desc'));
  const order = ascending ? [asc(key), asc(users.id)] : [desc(key), desc(users.id)];
  // The sort key comes back as the database has it (created_at to the microsecond, which a JS
  // Date would round), so the cursor matches exactly.
  const sortKey = byName ? sql<string>`lower(${users.name})` : sortKeyText(users.createdAt);
  // Each member's record (with documents and referrer's name) comes in the same round trip, as the
  // JSON of their `member_views` row, and their wallet's balance (the list is the busiest admin
  // call: bench/user-list).
  const walletPaise = sql<number>`coalesce((select a.credits_posted - a.debits_posted from ${ledgerAccounts} a
    where a.user_id = "users"."id"), 0)::float8`;
  const rows = await selectRows(
    db,
    db
      .select({ member: memberViewJson, sortKey, walletPaise })
      .from(users)
      .innerJoin(memberViews, eq(memberViews.userId, users.id))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(rowsToRead(page.limit)),
  );
  return rows.map(([member, sortKey, walletPaise]) => ({
    member: member as MemberViewJson,
    sortKey: sortKey as string,
    walletPaise: walletPaise as number,
  }));
}

/**
 * Approves in one conditional UPDATE: only a live member not yet approved whose fee is paid — or
 * unpaid with `allowUnpaid`. Approval also verifies the Aadhaar images on record, which starts
 * their retention period (docs/decisions/007). Undefined when it matched nothing.
 */
export async function approveIfEligible(tx: DbOrTx, id: string, allowUnpaid: boolean) {
  const [row] = await tx
    .update(users)
    .set({ isAdminApproved: true, approvedAt: new Date(), aadhaarVerifiedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(users.id, id),
        isNull(users.deletedAt),
        eq(users.isAdminApproved, false),
        allowUnpaid ? undefined : eq(users.paymentVerified, true),
      ),
    )
    .returning({
      id: users.id,
      name: users.name,
      paymentVerified: users.paymentVerified,
      referredBy: users.referredBy,
    });
  return row;
}

/** Whether a member (deleted ones too) exists and is approved: why an approval matched nothing. */
export async function findApprovalState(tx: DbOrTx, id: string) {
  const [member] = await tx
    .select({ deletedAt: users.deletedAt, isAdminApproved: users.isAdminApproved })
    .from(users)
    .where(eq(users.id, id));
  return member;
}

/**
 * Erases a live member's personal data, keeping the row (payments and the ledger refer to it), and
 * answers who they were (for their traces elsewhere: erasure.repo.ts); undefined when there is no
 * such live member. The row is locked first: two erasures at once erase once.
 */
export async function eraseMemberRow(tx: DbOrTx, id: string, passwordHash: string) {
  const [person] = await tx
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!person) return undefined;
  await tx
    .update(users)
    .set({
      name: 'Deleted member',
      email: `deleted+${id}@deleted.invalid`,
      phone: `deleted-${id}`,
      passwordHash,
      address: null,
      permanentAddress: null,
      aadhaarNumberEncrypted: null,
      aadhaarLast4: null,
      businessCategory: [],
      businessName: null,
      businessAddress: null,
      businessDetails: null,
      gstin: null,
      tdsExemptReason: null,
      fcmToken: null,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  return person;
}

/** Serialises changes to the referral tree: a loop can close through any pair of edges, not only two that share a member. */
const REFERRAL_TREE_LOCK = 7264102;

/** Holds the referral-tree lock until the transaction ends. */
export async function lockReferralTree(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${REFERRAL_TREE_LOCK})`);
}

/** Whether `ancestorId` is `memberId` or among those who referred them, however far up. */
export async function isInReferralChain(tx: DbOrTx, memberId: string, ancestorId: string): Promise<boolean> {
  const chain = await rawRows<{ id: string }>(
    tx,
    sql`
      with recursive up(id, referred_by, depth) as (
        select id, referred_by, 0 from users where id = ${memberId}
        union all
        select u.id, u.referred_by, up.depth + 1 from users u join up on u.id = up.referred_by where up.depth < 1000
      )
      select id from up where id = ${ancestorId}`,
  );
  return chain.length > 0;
}
