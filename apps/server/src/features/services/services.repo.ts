import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY, SERVICE_RADIUS_KM } from '@sevak/shared';
import {
  categories,
  pincodePoints,
  postOffices,
  providerAvailability,
  providerServices,
  reviews,
  users,
  workRequests,
} from '../../db/schema/index.js';
import { rawRows, type Db, type DbOrTx } from '../../platform/db.js';
import { afterCursor, rowsToRead, sortKeyText, type PageRequest } from '../../platform/keyset.js';
import { listedProvider } from '../members/index.js';

/**
 * The columns a provider card needs; nothing private (contacts, documents, address lines). The
 * city and state come out of the address as text: the rest of it is not even read.
 */
const cardColumns = {
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

export type CardRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'businessName' | 'businessCategory' | 'reviewCount' | 'ratingSum' | 'createdAt'
> & {
  city: string | null;
  state: string | null;
};

/** A listed provider's card columns and business description; undefined for anyone not listed. */
export async function findListedProvider(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...cardColumns, businessDetails: users.businessDetails })
    .from(users)
    .where(and(eq(users.id, id), listedProvider));
  return row;
}

/** A provider's reviews with the work's category and the reviewer, newest first, one keyset page. */
export async function findReviewsOfProvider(db: DbOrTx, providerId: string, page: PageRequest) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      at: sortKeyText(reviews.createdAt),
      category: workRequests.category,
      reviewerName: users.name,
      reviewerDeleted: users.deletedAt,
    })
    .from(reviews)
    .innerJoin(workRequests, eq(workRequests.id, reviews.requestId))
    .leftJoin(users, eq(users.id, reviews.seekerId))
    .where(and(eq(reviews.providerId, providerId), afterCursor(page, reviews.createdAt, reviews.id)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(rowsToRead(page.limit));
}

const rating = sql<number>`(case when ${users.reviewCount} > 0 then ${users.ratingSum}::float8 / ${users.reviewCount} else 0 end)`;

/** What decides a search's SQL text; the values are the statement's parameters. */
export type SearchShape = {
  sort: 'relevance' | 'rating' | 'newest' | 'distance' | 'price';
  text: boolean;
  category: boolean;
  place: 'none' | 'pincode' | 'name';
  /** The seeker's own area first (signed in, no place or point chosen): a tier before the sort key. */
  near: boolean;
  /** Distance from a point (lat, lng): only providers whose service radius reaches it. */
  point: boolean;
  /** Only providers taking work now. */
  online: boolean;
  /** Only providers with hours on a day (`day`, `weekday`) and an active service; the caller checks the free times. */
  day: boolean;
  after: boolean;
};

const param = sql.placeholder;

/** Sorted smallest first (nearest, cheapest); the others largest first. */
const ASCENDING: ReadonlySet<SearchShape['sort']> = new Set(['distance', 'price']);

/** The key of a provider without a fixed price when sorting by price: after every real one. */
const NO_PRICE_KEY = 1e15;

/**
 * A provider in a place of one of these lower-case names: their city (or state) says so, or
 * their pincode is one of the places' districts' pincodes (a provider in 'Whitefield', 560066,
 * is in the Bangalore district). The pincodes come as a parameter (districtPincodes, read once):
 * a subquery on the directory made each search's plan and run twice as dear. Indexes:
 * users_city_idx, users_state_idx and users_pincode_idx.
 */
function inPlaces(names: SQL, pincodes: SQL, { withState }: { withState: boolean }): SQL {
  const city = sql`lower(${users.address}->>'city') = any(${names}::text[])`;
  const state = withState ? sql` or lower(${users.address}->>'state') = any(${names}::text[])` : sql``;
  return sql`(${city}${state} or ${users.address}->>'pincode' = any(${pincodes}::text[]))`;
}

/**
 * The provider's id inside a subquery: qualified by hand, as drizzle writes a column of a query
 * without joins unqualified, which inside `from provider_services s` would name s.id.
 */
const providerId = sql`${users}."id"`;

/**
 * The pincodes within reach of the search's point, each with its distance in metres as the crow
 * flies: the GiST index on pincode_points finds those in a box of the largest radius any provider
 * may set, and the distance is computed once a pincode — not once a provider, ten thousand times
 * in a busy city. An OFFSET keeps PostgreSQL from folding the subquery into the outer query and
 * the distance back into each of its uses; it is a parameter (always 0) because drizzle leaves out
 * a literal `offset 0`.
 */
function pincodesInReach(db: Db) {
  const point = sql`ll_to_earth(${param('lat')}::float8, ${param('lng')}::float8)`;
  const at = sql`ll_to_earth(${pincodePoints.lat}, ${pincodePoints.lng})`;
  return db
    .select({
      pincode: pincodePoints.pincode,
      metres: sql<number>`earth_distance(${point}, ${at})`.as('metres'),
    })
    .from(pincodePoints)
    .where(sql`earth_box(${point}, ${SERVICE_RADIUS_KM.max * 1000}::float8) @> ${at}`)
    .offset(param('noOffset'))
    .as('near_pins');
}

/**
 * Hours on the day: its changed hours if it has any (none closes it), else a range on its
 * weekday; and some active service to book. A provider who has set no hours has none.
 */
const hoursOnDay = sql`${providerAvailability.online}
  and exists (select 1 from ${providerServices} s where s.provider_id = ${providerId} and s.active)
  and case when ${providerAvailability.exceptions} @> jsonb_build_array(jsonb_build_object('date', ${param('day')}::text))
    then not jsonb_path_exists(${providerAvailability.exceptions}, '$[*] ? (@.date == $d && !(exists (@.from)))', jsonb_build_object('d', ${param('day')}::text))
    else ${providerAvailability.weekly} @> jsonb_build_array(jsonb_build_object('day', ${param('weekday')}::int))
  end`;

/** The lowest active fixed price in paise, or NO_PRICE_KEY, as float8 (exact below 2^53). */
const priceKey = sql<number>`coalesce((select min(s.price_paise) from ${providerServices} s where s.provider_id = ${providerId} and s.active and s.price_type = 'fixed')::float8, ${NO_PRICE_KEY}::float8)`;

/**
 * The search of one shape as a prepared statement: built once, planned once per connection
 * (each search otherwise spends more time being built and planned than running).
 */
function prepareSearch(db: Db, shape: SearchShape) {
  const tsquery = sql`to_tsquery('simple', ${param('tsquery')})`;
  const conditions: SQL[] = [listedProvider];
  if (shape.text) conditions.push(sql`${users.searchDocument} @@ ${tsquery}`);
  // The category's stored spelling, then array containment (GIN index users_business_category_idx).
  if (shape.category) {
    conditions.push(
      sql`${users.businessCategory} @> array[(select c.name from ${categories} c where lower(c.name) = lower(${param('category')}) limit 1)]::text[]`,
    );
  }
  if (shape.place === 'pincode') conditions.push(sql`${users.address}->>'pincode' = ${param('place')}`);
  if (shape.place === 'name') {
    conditions.push(inPlaces(sql`${param('places')}`, sql`${param('pincodes')}`, { withState: true }));
  }
  const inReach = pincodesInReach(db);
  const distanceMetres = sql<number>`${inReach.metres}`;
  // Each provider's own radius (the default until they set one) decides (docs/contract.md §5c).
  if (shape.point) {
    conditions.push(
      sql`${inReach.metres} <= coalesce(${providerAvailability.serviceRadiusKm}, ${DEFAULT_AVAILABILITY.serviceRadiusKm}::int) * 1000`,
    );
  }
  if (shape.online) conditions.push(sql`coalesce(${providerAvailability.online}, ${DEFAULT_AVAILABILITY.online})`);
  if (shape.day) conditions.push(hoursOnDay);
  // The sort key: `expr` for ORDER BY (each part in the sort's direction, as users_rating_idx is
  // built), `row` and `after` for the keyset comparison, `text` for the cursor (exact: the
  // database's own rendering, or the number itself — the very expression ORDER BY sorts on, so
  // ts_rank or the distance runs once per row, and a float8 comes back as the same JS number,
  // whose shortest text round-trips).
  const rank = sql`ts_rank(${users.searchDocument}, ${tsquery})::float8`;
  const afterFloat = sql`${param('afterKey')}::float8`;
  const key =
    shape.sort === 'newest'
      ? {
          expr: sql`${users.createdAt} desc`,
          row: sql`${users.createdAt}`,
          after: sql`${param('afterKey')}::timestamptz`,
          text: sql<string>`${users.createdAt}::text`,
        }
      : shape.sort === 'rating'
        ? {
            expr: sql`${rating} desc, ${users.reviewCount} desc`,
            row: sql`${rating}, ${users.reviewCount}`,
            after: sql`${afterFloat}, ${param('afterCount')}::int`,
            text: sql<string>`${rating}::text || '|' || ${users.reviewCount}::text`,
          }
        : shape.sort === 'distance'
          ? { expr: sql`sort_key`, row: distanceMetres, after: afterFloat, text: distanceMetres }
          : shape.sort === 'price'
            ? { expr: sql`sort_key`, row: priceKey, after: afterFloat, text: priceKey }
            : { expr: sql`sort_key desc`, row: rank, after: afterFloat, text: sql<number>`${rank}` };
  // The seeker's own area first: 1 for a provider in it, 0 for one outside, before the sort key.
  const near = shape.near
    ? sql<number>`${inPlaces(sql`${param('nearPlaces')}`, sql`${param('nearPincodes')}`, { withState: false })}::int`
    : sql<number>`0`;
  const ascending = ASCENDING.has(shape.sort);
  if (shape.after) {
    // One row comparison in the sort's direction: an ascending key after the tier (which always
    // goes down) compares the tier negated.
    const afterId = sql`${param('afterId')}::uuid`;
    const afterTier = sql`${param('afterTier')}::int`;
    conditions.push(
      ascending
        ? shape.near
          ? sql`(-${near}, ${key.row}, ${users.id}) > (-${afterTier}, ${key.after}, ${afterId})`
          : sql`(${key.row}, ${users.id}) > (${key.after}, ${afterId})`
        : shape.near
          ? sql`(${near}, ${key.row}, ${users.id}) < (${afterTier}, ${key.after}, ${afterId})`
          : sql`(${key.row}, ${users.id}) < (${key.after}, ${afterId})`,
    );
  }
  // ORDER BY names the selected tier and key (sort_tier, sort_key) where each is dear, so it is
  // computed once a row: written out again, the same expression would be computed again
  // (ts_rank is the cost of a broad search). The rating and date sorts order by their indexed
  // expressions.
  const order = [
    ...(shape.near ? [sql`sort_tier desc`] : []),
    key.expr,
    ascending ? sql`${users.id}` : sql`${users.id} desc`,
  ];
  const name = `search_${shape.sort}_${[shape.text, shape.category, shape.near, shape.point, shape.online, shape.day, shape.after].map(Number).join('')}_${shape.place}`;
  let query = db
    .select({
      ...cardColumns,
      sortKey: key.text.as('sort_key'),
      near: near.as('sort_tier'),
      distanceMetres: shape.point ? distanceMetres : sql<null>`null::float8`,
    })
    .from(users)
    .$dynamic();
  if (shape.point) query = query.innerJoin(inReach, eq(inReach.pincode, sql`${users.address}->>'pincode'`));
  if (shape.point || shape.online || shape.day) {
    query = query.leftJoin(providerAvailability, eq(providerAvailability.providerId, users.id));
  }
  return query
    .where(and(...conditions))
    .orderBy(...order)
    .limit(param('limit'))
    .prepare(name);
}

type PreparedSearch = ReturnType<typeof prepareSearch>;
const prepared = new WeakMap<Db, Map<string, PreparedSearch>>();

function searchOfShape(db: Db, shape: SearchShape): PreparedSearch {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = prepareSearch(db, shape)));
  return statement;
}

export type SearchParams = {
  tsquery: string | null;
  category: string | undefined;
  place: string | undefined;
  /** Every name of the place typed (lower case): renamed cities match their old names. */
  places: string[];
  /** The pincodes of the districts among `places`. */
  pincodes: string[];
  /** Every name of the seeker's own city and district (lower case), for `near`. */
  nearPlaces: string[];
  nearPincodes: string[];
  /** The point distances are measured from; 0 without one. */
  lat: number;
  lng: number;
  /** Always 0 (`pincodesInReach`). */
  noOffset: 0;
  /** The day of `availableOn` (yyyy-MM-dd) and its weekday (0 = Sunday); '' and 0 without it. */
  day: string;
  weekday: number;
  afterTier: number;
  afterKey: string;
  afterCount: string;
  afterId: string | undefined;
  limit: number;
};

/** Listed providers matching a search of `shape`, through its prepared statement, each with its sort key as text. */
export function findProvidersBySearch(db: Db, shape: SearchShape, params: SearchParams) {
  return searchOfShape(db, shape).execute(params);
}

/**
 * What a card shows beyond the provider's row, for one page of them: the lowest active fixed
 * price (paise) and the jobs completed.
 */
export async function findCardFigures(db: DbOrTx, providerIds: readonly string[]) {
  if (providerIds.length === 0) return new Map<string, { pricePaise: number | null; jobsDone: number }>();
  const rows = await rawRows<{ id: string; price_paise: string | null; jobs_done: number }>(
    db,
    sql`select p.id,
      (select min(s.price_paise) from ${providerServices} s where s.provider_id = p.id and s.active and s.price_type = 'fixed') as price_paise,
      (select count(*)::int from ${workRequests} w where w.provider_id = p.id and w.status = 'completed') as jobs_done
    from unnest(${sql.param(providerIds)}::uuid[]) as p(id)`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { pricePaise: row.price_paise === null ? null : Number(row.price_paise), jobsDone: row.jobs_done },
    ]),
  );
}

/** The district of a pincode (of its first post office), or undefined for one not in the directory. */
export async function findDistrictOfPincode(db: DbOrTx, pincode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ district: postOffices.district })
    .from(postOffices)
    .where(eq(postOffices.pincode, pincode))
    .limit(1);
  return row?.district;
}

/** The category names, English and Hindi, for correcting a mistyped service ('प्लम्बर' → 'प्लंबर'). */
export async function findCategoryNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name, hindiName: categories.hindiName })
    .from(categories)
    .orderBy(categories.name);
  return rows.flatMap((r) => (r.hindiName ? [r.name, r.hindiName] : [r.name]));
}

/**
 * The places search knows, for correcting a mistyped one: the directory's districts and states,
 * and the cities listed providers wrote (sorted, so a correction is the same every time).
 */
export async function findPlaceNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: postOffices.district })
    .from(postOffices)
    .union(db.selectDistinct({ name: postOffices.state }).from(postOffices))
    .union(
      db
        .selectDistinct({ name: sql<string>`coalesce(${users.address}->>'city', '')` })
        .from(users)
        .where(listedProvider),
    );
  return rows
    .map((r) => r.name)
    .filter((name) => name.trim() !== '')
    .sort();
}

/** Each district of the directory (lower case) with its pincodes. */
export async function findDistrictPincodes(db: DbOrTx): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      district: sql<string>`lower(${postOffices.district})`,
      pincodes: sql<string[]>`array_agg(distinct ${postOffices.pincode})`,
    })
    .from(postOffices)
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.district, row.pincodes]));
}
