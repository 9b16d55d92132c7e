import { z } from 'zod';
import { bookableDaySchema } from './availability.js';
import { PINCODE_PATTERN } from './registration.js';
import { SEARCH_SORTS } from './search-filters.js';

/** Service search: approved providers by text, category, place, distance, price and free days. */

export const searchMessages = {
  pincode: 'Enter a 6-digit pincode.',
  unknownPincode: 'We do not know this pincode yet',
  location: 'Your location must be a point in India.',
  bothPoints: 'Search near a pincode or near you, not both.',
  latWithLng: 'Give both the latitude and the longitude.',
  distanceNeedsPoint: 'Choose a pincode or Near me to sort by distance.',
} as const;

/** India's extent (with its islands), in degrees: a point outside it is no seeker's. */
export const INDIA_BOUNDS = { lat: { min: 6, max: 38 }, lng: { min: 68, max: 98 } } as const;

const degrees = (range: { min: number; max: number }) =>
  z.coerce
    .number({ error: searchMessages.location })
    .min(range.min, searchMessages.location)
    .max(range.max, searchMessages.location);

/** GET /services/search */
export const serviceSearchQuerySchema = z
  .object({
    /** Words matched against name, business name and details, categories, city and state (prefixes count). */
    q: z.string().trim().max(100).optional(),
    /** A category name (any case). */
    category: z.string().trim().max(100).optional(),
    /** A 6-digit pincode, or a city or state name. */
    place: z.string().trim().max(100).optional(),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    /** A pincode to measure distance from (its centroid). */
    near: z.string().trim().regex(PINCODE_PATTERN, searchMessages.pincode).optional(),
    /** The browser's location, when the member allows it: both or neither. */
    lat: degrees(INDIA_BOUNDS.lat).optional(),
    lng: degrees(INDIA_BOUNDS.lng).optional(),
    /** Only providers with a free time on this day (today to 30 days ahead, India). */
    availableOn: bookableDaySchema.optional(),
    /** 'true': only providers taking work now. */
    online: z.enum(['true', 'false']).optional(),
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { path: ['lng'], message: searchMessages.latWithLng })
  .refine((q) => q.near === undefined || q.lat === undefined, { path: ['near'], message: searchMessages.bothPoints })
  .refine((q) => q.sort !== 'distance' || q.near !== undefined || q.lat !== undefined, {
    path: ['sort'],
    message: searchMessages.distanceNeedsPoint,
  });
export type ServiceSearchQuery = z.infer<typeof serviceSearchQuerySchema>;

/** A provider as search shows them: never documents, Aadhaar, contact details or a full address. */
export const providerCardSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  businessName: z.string().nullable(),
  businessCategory: z.array(z.string()),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Average of their reviews to one decimal; null before the first review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Every listed provider passed the identity check and admin approval. */
  verified: z.literal(true),
  memberSince: z.string(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;
export const serviceSearchSchema = z.object({
  providers: z.array(
    providerCardSchema.extend({
      /** Whether they are in the seeker's own area; only when `area` is set. */
      inArea: z.boolean().optional(),
      /** From the search's point, as the crow flies, one decimal; null without a point. */
      distanceKm: z.number().nullable(),
      /** Rupees: the lowest price of their active fixed-price services; null when none. */
      priceFrom: z.number().nullable(),
      /** The first free start of their shortest active service within 7 days (ISO); null when none. */
      nextSlot: z.string().nullable(),
      /** Jobs they completed through Sevak. */
      jobsDone: z.number().int(),
    }),
  ),
  nextCursor: z.string().nullable(),
  /** The point distances are from: its pincode (the nearest one to a browser's location) and district. */
  point: z.object({ pincode: z.string(), district: z.string() }).nullable(),
  /**
   * A signed-in seeker's own area (their city, else their pincode's district) when no place was
   * chosen: providers in it come first, the others are marked `inArea: false`.
   */
  area: z.string().nullable(),
  /**
   * Set when nobody matched what was typed and a correction did ('Plumbr' → 'plumber'): what the
   * results are for. Ask for the next pages with these words and place.
   */
  correctedTo: z.object({ q: z.string().nullable(), place: z.string().nullable() }).nullable(),
});
export type ServiceSearchPage = z.infer<typeof serviceSearchSchema>;

/** GET /services/provider/{id} (signed in): the card plus what the provider wrote about their business. */
export const providerDetailSchema = providerCardSchema.extend({
  businessDetails: z.string().nullable(),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

/** A review as a provider's page shows it: the reviewer's first name only. */
export const providerReviewSchema = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  category: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
  /** The provider's one reply, or null. */
  reply: z.string().nullable(),
});
export type ProviderReview = z.infer<typeof providerReviewSchema>;

/** GET /services/provider/{id}/reviews: newest first, keyset-paged. */
export const providerReviewsQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const providerReviewListSchema = z.object({
  reviews: z.array(providerReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ProviderReviewPage = z.infer<typeof providerReviewListSchema>;
