import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { isUuid, workMessages, type ProviderCard, type ProviderDetail, type ProviderReview } from '@sevak/shared';
import { reviews, users, workRequests } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { decodeCursor, encodeCursor } from '../../platform/keyset.js';

/** Who search lists and a provider page shows: live, approved, not an admin, offering a category. */
export const listedProvider = and(
  isNull(users.deletedAt),
  eq(users.isAdminApproved, true),
  ne(users.role, 'Admin'),
  sql`cardinality(${users.businessCategory}) > 0`,
);

/**
 * The columns a provider card needs; nothing private (contacts, documents, address lines). The
 * city and state come out of the address as text: the rest of it is not even read.
 */
export const cardColumns = {
  id: users.id,
  name: users.name,
  businessName: users.businessName,
  businessCategory: users.businessCategory,
  city: sql<string | null>`${users.address}->>'city'`,
  state: sql<string | null>`${users.address}->>'state'`,
  reviewCount: users.reviewCount,
  ratingSum: users.ratingSum,
  createdAt: users.createdAt,
};

type CardRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'businessName' | 'businessCategory' | 'reviewCount' | 'ratingSum' | 'createdAt'> & {
  city: string | null;
  state: string | null;
};

export function toProviderCard(r: CardRow): ProviderCard {
  return {
    _id: r.id,
    name: r.name,
    businessName: r.businessName,
    businessCategory: r.businessCategory,
    city: r.city || null,
    state: r.state || null,
    rating: r.reviewCount > 0 ? Math.round((r.ratingSum / r.reviewCount) * 10) / 10 : null,
    reviewCount: r.reviewCount,
    verified: true,
    memberSince: r.createdAt.toISOString(),
  };
}

/** GET /services/provider/{id}: the card and the business description; 404 for anyone not listed. */
export async function providerDetail(db: DbOrTx, id: string): Promise<ProviderDetail> {
  const [row] = isUuid(id)
    ? await db.select({ ...cardColumns, businessDetails: users.businessDetails }).from(users).where(and(eq(users.id, id), listedProvider))
    : [];
  if (!row) throw AppError.notFound(workMessages.providerNotFound);
  return { ...toProviderCard(row), businessDetails: row.businessDetails };
}

/** A provider's reviews, newest first, keyset-paged; each reviewer by first name only. */
export async function providerReviews(db: DbOrTx, id: string, q: { cursor?: string; limit: number }) {
  await providerDetail(db, id);
  const cursor = decodeCursor(q.cursor, 'timestamptz');
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      at: sql<string>`${reviews.createdAt}::text`,
      category: workRequests.category,
      reviewerName: users.name,
      reviewerDeleted: users.deletedAt,
    })
    .from(reviews)
    .innerJoin(workRequests, eq(workRequests.id, reviews.requestId))
    .leftJoin(users, eq(users.id, reviews.seekerId))
    .where(and(eq(reviews.providerId, id), cursor ? sql`(${reviews.createdAt}, ${reviews.id}) < (${cursor.k}::timestamptz, ${cursor.id})` : undefined))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    reviews: page.map(
      (r): ProviderReview => ({
        _id: r.id,
        rating: r.rating,
        comment: r.comment,
        category: r.category,
        reviewerName: r.reviewerName && !r.reviewerDeleted ? r.reviewerName.trim().split(/\s+/)[0]! : 'Former member',
        createdAt: r.createdAt.toISOString(),
      }),
    ),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ k: last.at, id: last.id }) : null,
  };
}
