import { z } from 'zod';
import { rupeesSchema } from './money-schema.js';

/*
 * A provider's rate card (docs/contract.md §5c "Services and hours"): the services they list per
 * business category, each with a fixed price, an hourly rate or "on quote", and a duration in
 * half hours. Money is rupees here, paise in the database.
 */

export const PRICE_TYPES = ['fixed', 'hourly', 'quote'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Durations a service may take: half-hour steps from 30 minutes to 8 hours. */
export const SERVICE_DURATION = { min: 30, max: 480, step: 30 } as const;
/** The highest price a service may ask, in rupees (₹10,00,000): a typo's guard, not a policy. */
export const SERVICE_PRICE_MAX = 1_000_000;
/** How many services a provider may list. */
export const SERVICES_PER_PROVIDER = 50;

export const rateCardMessages = {
  categoryRequired: 'Choose the category of this service.',
  categoryNotYours: 'Choose one of your own business categories.',
  titleLength: 'Give the service a title of 3 to 80 characters.',
  descriptionLength: 'Keep the description under 500 characters.',
  priceTypeRequired: 'Choose how the service is priced: fixed, hourly or on quote.',
  priceRequired: 'Enter the price in rupees.',
  pricePositive: 'The price must be more than ₹0.',
  priceTooHigh: 'The price can be at most ₹10,00,000.',
  priceOnQuote: 'A service on quote has no price: leave it empty.',
  duration: 'The duration is 30 minutes to 8 hours, in steps of 30 minutes.',
  notFound: 'Service not found.',
  tooMany: `You can list at most ${SERVICES_PER_PROVIDER} services. Deactivate or delete one first.`,
  deleted: 'Service deleted.',
} as const;

const m = rateCardMessages;

/** The fields of a service as a provider writes them (POST /services/mine, PUT /services/mine/{id}). */
const serviceFields = z.object({
  category: z.string({ error: m.categoryRequired }).trim().min(1, m.categoryRequired).max(100, m.categoryRequired),
  title: z.string({ error: m.titleLength }).trim().min(3, m.titleLength).max(80, m.titleLength),
  description: z.string({ error: m.descriptionLength }).trim().max(500, m.descriptionLength).default(''),
  priceType: z.enum(PRICE_TYPES, { error: m.priceTypeRequired }),
  price: rupeesSchema(m.priceRequired)
    .refine((rupees) => rupees > 0, m.pricePositive)
    .refine((rupees) => rupees <= SERVICE_PRICE_MAX, m.priceTooHigh)
    .nullish(),
  durationMinutes: z
    .number({ error: m.duration })
    .int(m.duration)
    .min(SERVICE_DURATION.min, m.duration)
    .max(SERVICE_DURATION.max, m.duration)
    .refine((minutes) => minutes % SERVICE_DURATION.step === 0, m.duration),
  /** Listed to seekers (true) or kept for later (false). */
  active: z.boolean().default(true),
});

/** A fixed or hourly service names its price; a service on quote has none. */
function pricedAsItsType(service: { priceType: PriceType; price?: number | null | undefined }, ctx: z.RefinementCtx) {
  if (service.priceType === 'quote' && service.price != null) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceOnQuote });
  } else if (service.priceType !== 'quote' && service.price == null) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceRequired });
  }
}

export const serviceInputSchema = serviceFields.superRefine(pricedAsItsType);
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceValues = z.output<typeof serviceInputSchema>;

/** One service of a rate card, as the API answers it. */
export const serviceSchema = z.object({
  _id: z.uuid(),
  providerId: z.uuid(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  priceType: z.enum(PRICE_TYPES),
  /** Rupees; null for a service on quote. */
  price: z.number().nullable(),
  durationMinutes: z.number().int(),
  active: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceAnswerSchema = z.object({ service: serviceSchema });
/** GET /providers/{id}/services: the active ones, or all of them for the provider themself. */
export const serviceListSchema = z.object({ services: z.array(serviceSchema) });
export type ServiceList = z.infer<typeof serviceListSchema>;
