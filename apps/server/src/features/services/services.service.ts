import {
  isUuid,
  messages,
  paiseToRupees,
  weekdayOf,
  workMessages,
  type Address,
  type ProviderCard,
  type ProviderDetail,
  type ProviderReview,
  type ServiceSearchPage,
  type ServiceSearchQuery,
} from '@sevak/shared';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import {
  decodeCursor,
  fitsKey,
  pageOf,
  pageRequest,
  rowsToRead,
  type Cursor,
  type SortKeyType,
} from '../../platform/keyset.js';
import { freeTimesOf } from '../availability/index.js';
import { searchPointOf, type SearchPoint } from '../location/index.js';
import { correctPlace, correctWords, vocabularyOf } from './corrections.js';
import {
  findCardFigures,
  findDistrictOfPincode,
  findDistrictPincodes,
  findListedProvider,
  findProvidersBySearch,
  findReviewsOfProvider,
  type CardRow,
  type SearchShape,
} from './services.repo.js';
import { placeNames } from './place-names.js';

/**
 * Service search: approved, live, non-admin members who offer at least one category.
 * Text uses the trigger-kept `search_document` (GIN index) with prefix matching; keyset paging on
 * (sort key, id) for every sort — never OFFSET.
 */

/**
 * 'elec pune' → 'elec:* & pune:*' (letters, their marks and digits only: nothing else reaches
 * to_tsquery); a word naming a renamed place matches its other one-word names too
 * ('bengaluru' → '(bengaluru:* | bangalore:*)'). A number matches that whole number only
 * ('shop 12' → 'shop:* & 12'): as a prefix, '12' would stand for every number starting 12 — over a
 * thousand lexemes in a big directory, each looked up in the index (docs/contract.md §10).
 */
export function prefixQuery(text: string | undefined): string | null {
  const words = text?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => {
      if (NUMBER.test(word)) return word;
      const names = placeNames(word).filter((name) => ONE_WORD.test(name));
      return names.length > 1 ? `(${names.map((name) => `${name}:*`).join(' | ')})` : `${word}:*`;
    })
    .join(' & ');
}

const ONE_WORD = /^[\p{L}\p{M}\p{N}]+$/u;
const NUMBER = /^\p{N}+$/u;

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
  distance: 'float8',
  price: 'float8',
};

/** How far ahead a card's next free time looks, in days from today (docs/contract.md §5c). */
const NEXT_SLOT_DAYS = 7;

const districts = new WeakMap<object, Map<string, string[]>>();

/**
 * The pincodes of the districts among these lower-case place names. The directory is read once
 * (19,000 pincodes in 631 districts), when it is there: not while it is still loading.
 */
async function pincodesOf(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  let byDistrict = districts.get(db);
  if (!byDistrict) {
    byDistrict = await findDistrictPincodes(db);
    if (byDistrict.size > 0) districts.set(db, byDistrict);
  }
  return names.flatMap((name) => byDistrict.get(name) ?? []);
}

/**
 * The seeker's own area: their city and the district of their pincode, each
 * with its other names. Undefined for a visitor or a member with neither.
 */
export async function seekerArea(db: Db, address: Address | null | undefined): Promise<SeekerArea | undefined> {
  const city = address?.city?.trim();
  const district = address?.pincode ? await findDistrictOfPincode(db, address.pincode) : undefined;
  const name = city || district;
  if (!name) return undefined;
  const names = new Set([...(city ? placeNames(city) : []), ...(district ? placeNames(district) : [])]);
  return { name, names: [...names] };
}

export type SeekerArea = { name: string; names: string[] };

/** The cursor of a near-first search: the tier ('1' in the area, '0' outside) before the sort key. */
function splitTier(cursor: Cursor | undefined, keyType: SortKeyType): { tier: number; cursor: Cursor | undefined } {
  if (!cursor) return { tier: 0, cursor };
  const match = /^([01])~(.*)$/s.exec(cursor.k);
  const k = match?.[2];
  if (!match || k === undefined || !fitsKey(k, keyType)) {
    throw AppError.onField('BAD_CURSOR', 'cursor', messages.common.badCursor);
  }
  return { tier: Number(match[1]), cursor: { k, id: cursor.id } };
}

async function runSearch(
  db: Db,
  q: ServiceSearchQuery,
  area: SeekerArea | undefined,
  point: SearchPoint | undefined,
  now: Date,
) {
  const tsquery = prefixQuery(q.q);
  // With a point, relevance is nearness; without one it needs words to rank by, else the best
  // rated come first (docs/decisions/035).
  const sort = q.sort !== 'relevance' ? q.sort : point ? 'distance' : tsquery ? 'relevance' : 'rating';
  // A place or point chosen is where the seeker looks; without one, their own area comes first.
  const near = area !== undefined && !q.place && !point;
  const decoded = near ? splitTier(decodeCursor(q.cursor, 'text'), KEY_TYPES[sort]) : undefined;
  const cursor = decoded ? decoded.cursor : decodeCursor(q.cursor, KEY_TYPES[sort]);
  const [afterKey = '0', afterCount = '0'] = cursor?.k.split('|') ?? [];
  const place = !q.place ? 'none' : /^\d{6}$/.test(q.place) ? 'pincode' : 'name';
  const places = place === 'name' ? placeNames(q.place!) : [];
  const shape: SearchShape = {
    sort,
    text: tsquery !== null,
    category: Boolean(q.category),
    place,
    near,
    point: point !== undefined,
    online: q.online === 'true',
    day: q.availableOn !== undefined,
    after: cursor !== undefined,
  };
  const rows = await findProvidersBySearch(db, shape, {
    tsquery,
    category: q.category,
    place: q.place,
    places,
    pincodes: await pincodesOf(db, places),
    nearPlaces: near ? area.names : [],
    nearPincodes: near ? await pincodesOf(db, area.names) : [],
    lat: point?.lat ?? 0,
    lng: point?.lng ?? 0,
    noOffset: 0,
    day: q.availableOn ?? '',
    weekday: q.availableOn ? weekdayOf(q.availableOn) : 0,
    afterTier: decoded?.tier ?? 0,
    afterKey,
    afterCount,
    afterId: cursor?.id,
    limit: rowsToRead(q.limit),
  });
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({
    k: near ? `${row.near}~${String(row.sortKey)}` : String(row.sortKey),
    id: row.id,
  }));
  const ids = items.map((row) => row.id);
  const [figures, times] = await Promise.all([
    findCardFigures(db, ids),
    freeTimesOf(db, ids, { now, days: NEXT_SLOT_DAYS, day: q.availableOn }),
  ]);
  // The SQL kept those with hours that day; the free times say whether one is left (a page
  // may then hold fewer than `limit`; its cursor still goes on from the last row read).
  const shown = q.availableOn ? items.filter((row) => times.get(row.id)?.onDay) : items;
  return {
    providers: shown.map((row) => {
      const figure = figures.get(row.id);
      return {
        ...toProviderCard(row),
        ...(near && { inArea: row.near === 1 }),
        distanceKm: row.distanceMetres === null ? null : Math.round(row.distanceMetres / 100) / 10,
        priceFrom: figure?.pricePaise == null ? null : paiseToRupees(figure.pricePaise),
        nextSlot: times.get(row.id)?.next?.toISOString() ?? null,
        jobsDone: figure?.jobsDone ?? 0,
      };
    }),
    nextCursor,
    area: near ? area.name : null,
    point: point ? { pincode: point.pincode, district: point.district } : null,
  };
}

/**
 * GET /services/search. A first page that finds nobody is tried once more with the mistyped
 * words and place corrected; the answer then says what it searched for (`correctedTo`), and the
 * client asks for the next pages with those words.
 */
export async function searchProviders(
  db: Db,
  q: ServiceSearchQuery,
  seeker?: Address | null,
  now = new Date(),
): Promise<ServiceSearchPage> {
  const area = await seekerArea(db, seeker);
  const point =
    q.near !== undefined
      ? await searchPointOf(db, { near: q.near })
      : q.lat !== undefined && q.lng !== undefined
        ? await searchPointOf(db, { lat: q.lat, lng: q.lng })
        : undefined;
  const found = await runSearch(db, q, area, point, now);
  if (found.providers.length > 0 || q.cursor || (!q.q && !q.place)) return { ...found, correctedTo: null };
  const vocabulary = await vocabularyOf(db);
  const correctedQ = q.q ? correctWords(q.q, vocabulary) : undefined;
  const correctedPlace = q.place ? correctPlace(q.place, vocabulary) : undefined;
  if (correctedQ === undefined && correctedPlace === undefined) return { ...found, correctedTo: null };
  const corrected = { ...q, q: correctedQ ?? q.q, place: correctedPlace ?? q.place };
  const again = await runSearch(db, corrected, area, point, now);
  if (again.providers.length === 0) return { ...found, correctedTo: null };
  return { ...again, correctedTo: { q: corrected.q ?? null, place: corrected.place ?? null } };
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
      reply: r.reply,
    })),
    nextCursor,
  };
}
