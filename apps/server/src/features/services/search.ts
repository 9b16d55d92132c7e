import { and, sql, type SQL } from 'drizzle-orm';
import type { ProviderCard, ServiceSearchQuery } from '@sevak/shared';
import { categories, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { decodeCursor, encodeCursor, type SortKeyType } from '../../platform/keyset.js';
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

/** What decides a search's SQL text; the values are the statement's parameters. */
type Shape = {
  sort: 'relevance' | 'rating' | 'newest';
  text: boolean;
  category: boolean;
  place: 'none' | 'pincode' | 'name';
  after: boolean;
};

const param = sql.placeholder;

/**
 * The search of one shape as a prepared statement: built once, planned once per connection
 * (each search otherwise spends more time being built and planned than running).
 */
function prepareSearch(db: Db, shape: Shape) {
  const tsquery = sql`to_tsquery('simple', ${param('tsquery')})`;
  const conditions: SQL[] = [listedProvider!];
  if (shape.text) conditions.push(sql`${users.searchDocument} @@ ${tsquery}`);
  // The category's stored spelling, then array containment (GIN index users_business_category_idx).
  if (shape.category) {
    conditions.push(sql`${users.businessCategory} @> array[(select c.name from ${categories} c where lower(c.name) = lower(${param('category')}) limit 1)]::text[]`);
  }
  if (shape.place === 'pincode') conditions.push(sql`${users.address}->>'pincode' = ${param('place')}`);
  if (shape.place === 'name') {
    conditions.push(sql`(lower(${users.address}->>'city') = lower(${param('place')}) or lower(${users.address}->>'state') = lower(${param('place')}))`);
  }

  // The sort key: `expr` for ORDER BY (each part descending, as users_rating_idx is built), `row`
  // and `after` for the keyset comparison, `text` for the cursor (the database's own rendering, exact).
  const rank = sql`ts_rank(${users.searchDocument}, ${tsquery})::float8`;
  const key =
    shape.sort === 'newest'
      ? { expr: sql`${users.createdAt}`, row: sql`${users.createdAt}`, after: sql`${param('afterKey')}::timestamptz`, text: sql<string>`${users.createdAt}::text` }
      : shape.sort === 'rating'
        ? {
            expr: sql`${rating} desc, ${users.reviewCount}`,
            row: sql`${rating}, ${users.reviewCount}`,
            after: sql`${param('afterKey')}::float8, ${param('afterCount')}::int`,
            text: sql<string>`${rating}::text || '|' || ${users.reviewCount}::text`,
          }
        : { expr: rank, row: rank, after: sql`${param('afterKey')}::float8`, text: sql<string>`${rank}::text` };
  if (shape.after) conditions.push(sql`(${key.row}, ${users.id}) < (${key.after}, ${param('afterId')}::uuid)`);

  const name = `search_${shape.sort}_${Number(shape.text)}${Number(shape.category)}_${shape.place}_${Number(shape.after)}`;
  return db
    .select({ ...cardColumns, sortKey: key.text })
    .from(users)
    .where(and(...conditions))
    .orderBy(sql`${key.expr} desc`, sql`${users.id} desc`)
    .limit(param('limit'))
    .prepare(name);
}

type PreparedSearch = ReturnType<typeof prepareSearch>;
const prepared = new WeakMap<Db, Map<string, PreparedSearch>>();

function searchOfShape(db: Db, shape: Shape): PreparedSearch {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = prepareSearch(db, shape)));
  return statement;
}

/** The type of each sort's key, which a cursor must fit (a cursor of another sort does not: 400). */
const KEY_TYPES: Record<Shape['sort'], SortKeyType> = { newest: 'timestamptz', rating: 'float8|int4', relevance: 'float8' };

export async function searchProviders(db: Db, q: ServiceSearchQuery): Promise<{ providers: ProviderCard[]; nextCursor: string | null }> {
  const tsquery = prefixQuery(q.q);
  // Relevance needs words to rank by; without them the best rated come first.
  const sort = q.sort === 'relevance' && !tsquery ? 'rating' : q.sort;
  const cursor = decodeCursor(q.cursor, KEY_TYPES[sort]);
  const [afterKey = '0', afterCount = '0'] = cursor?.k.split('|') ?? [];
  const shape: Shape = {
    sort,
    text: tsquery !== null,
    category: Boolean(q.category),
    place: !q.place ? 'none' : /^\d{6}$/.test(q.place) ? 'pincode' : 'name',
    after: cursor !== undefined,
  };
  const rows = await searchOfShape(db, shape).execute({
    tsquery,
    category: q.category,
    place: q.place,
    afterKey,
    afterCount,
    afterId: cursor?.id,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    providers: page.map(toProviderCard),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ k: last.sortKey, id: last.id }) : null,
  };
}
