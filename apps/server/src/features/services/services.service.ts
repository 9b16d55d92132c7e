import {
  isUuid,
  workMessages,
  type ProviderCard,
  type ProviderDetail,
  type ProviderReview,
  type ServiceSearchQuery,
} from '@sevak/shared';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { decodeCursor, pageOf, pageRequest, rowsToRead, type SortKeyType } from '../../platform/keyset.js';
import {
  findListedProvider,
  findProvidersBySearch,
  findReviewsOfProvider,
  type CardRow,
  type SearchShape,
} from './services.repo.js';
import { placeNames } from './place-names.js';

/**
 * Service search (issue 7 §2): approved, live, non-admin members who offer at least one category.
 * Text uses the trigger-kept `search_document` (GIN index) with prefix matching; keyset paging on
 * (sort key, id) for every sort — never OFFSET.
 */

/** 'elec pune' → 'elec:* & pune:*' (letters, their marks and digits only: nothing else reaches to_tsquery). */
export function prefixQuery(text: string | undefined): string | null {
  const words = text?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.length > 0
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

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

/** The type of each sort's key, which a cursor must fit (a cursor of another sort does not: 400). */
const KEY_TYPES: Record<SearchShape['sort'], SortKeyType> = {
  newest: 'timestamptz',
  rating: 'float8|int4',
  relevance: 'float8',
};

export async function searchProviders(
  db: Db,
  q: ServiceSearchQuery,
): Promise<{ providers: ProviderCard[]; nextCursor: string | null }> {
  const tsquery = prefixQuery(q.q);
  // Relevance needs words to rank by; without them the best rated come first.
  const sort = q.sort === 'relevance' && !tsquery ? 'rating' : q.sort;
  const cursor = decodeCursor(q.cursor, KEY_TYPES[sort]);
  const [afterKey = '0', afterCount = '0'] = cursor?.k.split('|') ?? [];
  const shape: SearchShape = {
    sort,
    text: tsquery !== null,
    category: Boolean(q.category),
    place: !q.place ? 'none' : /^\d{6}$/.test(q.place) ? 'pincode' : 'name',
    after: cursor !== undefined,
  };
  const rows = await findProvidersBySearch(db, shape, {
    tsquery,
    category: q.category,
    place: q.place,
    places: q.place ? placeNames(q.place) : [],
    afterKey,
    afterCount,
    afterId: cursor?.id,
    limit: rowsToRead(q.limit),
  });
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.sortKey, id: row.id }));
  return { providers: items.map(toProviderCard), nextCursor };
}

/** GET /services/provider/{id}: the card and the business description; 404 for anyone not listed. */
export async function providerDetail(db: DbOrTx, id: string): Promise<ProviderDetail> {
  const row = isUuid(id) ? await findListedProvider(db, id) : undefined;
  if (!row) throw new AppError('PROVIDER_NOT_FOUND', workMessages.providerNotFound);
  return { ...toProviderCard(row), businessDetails: row.businessDetails };
}

/** A provider's reviews, newest first, keyset-paged; each reviewer by first name only. */
export async function providerReviews(db: DbOrTx, id: string, q: { cursor?: string; limit: number }) {
  await providerDetail(db, id);
  const rows = await findReviewsOfProvider(db, id, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.at, id: row.id }));
  return {
    reviews: items.map((r): ProviderReview => ({
      _id: r.id,
      rating: r.rating,
      comment: r.comment,
      category: r.category,
      reviewerName: r.reviewerName && !r.reviewerDeleted ? r.reviewerName.trim().split(/\s+/)[0]! : 'Former member',
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
