import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { documents, users } from '../../db/schema/index.js';
import { toUserView, type DocumentRef } from './user-view.js';
import type { DbOrTx } from '../../platform/db.js';
import { decodeCursor, containsPattern, encodeCursor, indianDayRange } from '../../platform/keyset.js';

/**
 * The admin member list (GET /auth/getAllUser): filtered, sorted and paged in the database with
 * keyset pagination — the last page costs what the first does (DESIGN §10), never OFFSET.
 */
export type UserListQuery = {
  approved?: boolean;
  search?: string;
  sort: 'newest' | 'oldest' | 'az' | 'za';
  category?: string;
  /** A day in India, yyyy-MM-dd: members who registered that day. */
  date?: string;
  paid?: boolean;
  /** Registered on or after this day in India (yyyy-MM-dd). */
  from?: string;
  /** Registered on or before this day in India (yyyy-MM-dd). */
  to?: string;
  /** Approved members whose new Aadhaar images await review (Pending Approval). */
  aadhaarReview?: boolean;
  cursor?: string;
  limit: number;
};

export async function listUsers(db: DbOrTx, q: UserListQuery) {
  const byName = q.sort === 'az' || q.sort === 'za';
  const ascending = q.sort === 'az' || q.sort === 'oldest';
  const key = byName ? sql`lower(${users.name})` : users.createdAt;
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (q.approved !== undefined) conditions.push(eq(users.isAdminApproved, q.approved));
  if (q.search) {
    const like = containsPattern(q.search);
    conditions.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like)));
  }
  if (q.category) conditions.push(sql`${q.category} = any(${users.businessCategory})`);
  if (q.paid !== undefined) conditions.push(eq(users.paymentVerified, q.paid));
  if (q.aadhaarReview !== undefined) {
    // "users"."id" in full: drizzle would leave it unqualified, which inside means p.id.
    const pending = sql`exists (select 1 from ${documents} p where p.user_id = "users"."id" and p.state = 'pending')`;
    conditions.push(q.aadhaarReview ? pending : sql`not ${pending}`);
  }
  conditions.push(...indianDayRange(users.createdAt, q.date ?? q.from, q.date ?? q.to));
  const cursor = decodeCursor(q.cursor, byName ? 'text' : 'timestamptz');
  if (cursor) {
    const k = byName ? sql`${cursor.k}` : sql`${cursor.k}::timestamptz`;
    conditions.push(ascending ? sql`(${key}, ${users.id}) > (${k}, ${cursor.id})` : sql`(${key}, ${users.id}) < (${k}, ${cursor.id})`);
  }
  const order = ascending ? [asc(key), asc(users.id)] : [desc(key), desc(users.id)];
  // The sort key comes back as the database has it (created_at to the microsecond, which a JS
  // Date would round), so the cursor matches exactly.
  const sortKey = byName ? sql<string>`lower(${users.name})` : sql<string>`${users.createdAt}::text`;
  // Each member's documents and referrer's name come in the same round trip (the list is the
  // busiest admin call: bench/user-list). Drizzle leaves columns unqualified in a one-table select,
  // so the outer row's columns are named in full inside the subqueries.
  const docs = sql<DocumentRef[]>`(
    select coalesce(json_agg(json_build_object('id', d.id, 'slot', d.slot, 'state', d.state, 'createdAt', d.created_at)), '[]')
    from ${documents} d where d.user_id = "users"."id")`;
  const referrerName = sql<string | null>`(select r.name from ${users} r where r.id = "users"."referred_by")`;
  const rows = await db
    .select({ user: users, sortKey, docs, referrerName })
    .from(users)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > q.limit && last ? encodeCursor({ k: last.sortKey, id: last.user.id }) : null;
  const views = page.map(({ user, docs, referrerName }) =>
    toUserView(user, user.referredBy && referrerName !== null ? [{ id: user.referredBy, name: referrerName }] : [], docs),
  );
  return { users: views, nextCursor };
}
