import { and, sql, type SQL } from 'drizzle-orm';
import type { ProviderCard, ServiceSearchQuery } from '@sevak/shared';
import { categories, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { decodeCursor, encodeCursor } from '../../platform/keyset.js';
import { cardColumns, listedProvider, toProviderCard } from './providers.js';

/**
 * Service search (issue 7 §2): approved, live, non-admin members who offer at least one category.
 * Text uses the trigger-kept `search_document` (GIN index) with prefix matching; keyset paging on
 * (sort key, id) for every sort — never OFFSET.
 */

/** 'elec pune' → 'elec:* & pune:*' (letters, their marks and digits only: nothing else reaches to_tsquery). */
export function prefixQuery(text: string | undefined): string | null {
  const words = text?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.slice(0, 8).map((w) => `${w}:*`).join(' & ') : null;
}

const rating = sql<number>`(case when ${users.reviewCount} > 0 then ${users.ratingSum}::float8 / ${users.reviewCount} else 0 end)`;

export async function searchProviders(db: DbOrTx, q: ServiceSearchQuery): Promise<{ providers: ProviderCard[]; nextCursor: string | null }> {
  const tsquery = prefixQuery(q.q);
  const conditions: (SQL | undefined)[] = [listedProvider];
  if (tsquery) conditions.push(sql`${users.searchDocument} @@ to_tsquery('simple', ${tsquery})`);
  // The category's stored spelling, then array containment (GIN index users_business_category_idx).
  if (q.category) {
    conditions.push(sql`${users.businessCategory} @> array[(select c.name from ${categories} c where lower(c.name) = lower(${q.category}) limit 1)]::text[]`);
  }
  if (q.place) {
    conditions.push(
      /^\d{6}$/.test(q.place)
        ? sql`${users.address}->>'pincode' = ${q.place}`
        : sql`(lower(${users.address}->>'city') = lower(${q.place}) or lower(${users.address}->>'state') = lower(${q.place}))`,
    );
  }

  // The sort key: `expr` for ORDER BY (each part descending, as users_rating_idx is built), `row`
  // for the keyset comparison, `text` for the cursor (the database's own rendering, exact).
  const sort = q.sort === 'relevance' && !tsquery ? 'rating' : q.sort;
  const key =
    sort === 'newest'
      ? { expr: sql`${users.createdAt}`, row: sql`${users.createdAt}`, text: sql<string>`${users.createdAt}::text`, cast: 'timestamptz' }
      : sort === 'rating'
        ? { expr: sql`${rating} desc, ${users.reviewCount}`, row: sql`${rating}, ${users.reviewCount}`, text: sql<string>`${rating}::text || '|' || ${users.reviewCount}::text`, cast: 'rating' }
        : { expr: sql`ts_rank(${users.searchDocument}, to_tsquery('simple', ${tsquery}))::float8`, row: sql`ts_rank(${users.searchDocument}, to_tsquery('simple', ${tsquery}))::float8`, text: sql<string>`ts_rank(${users.searchDocument}, to_tsquery('simple', ${tsquery}))::float8::text`, cast: 'float8' };
  const cursor = decodeCursor(q.cursor);
  if (cursor) {
    const after =
      key.cast === 'timestamptz'
        ? sql`${cursor.k}::timestamptz`
        : key.cast === 'rating'
          ? sql`${cursor.k.split('|')[0] ?? '0'}::float8, ${cursor.k.split('|')[1] ?? '0'}::int`
          : sql`${cursor.k}::float8`;
    conditions.push(sql`(${key.row}, ${users.id}) < (${after}, ${cursor.id})`);
  }
  const rows = await db
    .select({ ...cardColumns, sortKey: key.text })
    .from(users)
    .where(and(...conditions))
    .orderBy(sql`${key.expr} desc`, sql`${users.id} desc`)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    providers: page.map(toProviderCard),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ k: last.sortKey, id: last.id }) : null,
  };
}
