import { z } from 'zod';
import { SEARCH_SORTS } from './search-filters.js';

/** Service search: approved providers by text, category and place. */

/** GET /services/search */
export const serviceSearchQuerySchema = z.object({
  /** Words matched against name, business name and details, categories, city and state (prefixes count). */
  q: z.string().trim().max(100).optional(),
  /** A category name (any case). */
  category: z.string().trim().max(100).optional(),
  /** A 6-digit pincode, or a city or state name. */
  place: z.string().trim().max(100).optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
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
    }),
  ),
  nextCursor: z.string().nullable(),
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
