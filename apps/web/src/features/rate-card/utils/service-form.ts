import { SERVICE_DURATION, serviceInputSchema, type PriceType, type Service, type ServiceValues } from '@sevak/shared';
import { z } from 'zod';

/** What the service form's inputs hold: the price as typed ('' while empty), the duration as a select's value. */
export type ServiceFormValues = {
  category: string;
  title: string;
  description: string;
  priceType: PriceType;
  price: number | string;
  durationMinutes: string;
  active: boolean;
};

/** 30 min … 8 h in half hours, the durations the API takes. */
export const DURATIONS: readonly number[] = Array.from(
  { length: (SERVICE_DURATION.max - SERVICE_DURATION.min) / SERVICE_DURATION.step + 1 },
  (_, i) => SERVICE_DURATION.min + i * SERVICE_DURATION.step,
);

/**
 * The shared `serviceInputSchema` over what the inputs hold: no price on quote (the field is
 * hidden), an empty price is none (the schema then asks for it), the duration a number.
 */
export const serviceFormSchema = z.preprocess((input) => {
  const values = input as ServiceFormValues;
  return {
    ...values,
    price: values.priceType === 'quote' || values.price === '' ? null : Number(values.price),
    durationMinutes: Number(values.durationMinutes),
  };
}, serviceInputSchema);

/** A new service: the member's only category chosen already, shown on their page. */
export function newServiceValues(category = ''): ServiceFormValues {
  return {
    category,
    title: '',
    description: '',
    priceType: 'fixed',
    price: '',
    durationMinutes: '60',
    active: true,
  };
}

export function serviceFormValues(service: Service): ServiceFormValues {
  return {
    category: service.category,
    title: service.title,
    description: service.description,
    priceType: service.priceType,
    price: service.price ?? '',
    durationMinutes: String(service.durationMinutes),
    active: service.active,
  };
}

/** The whole service as PUT /services/mine/{id} takes it. */
export function serviceBody(service: Service, changes: Partial<ServiceValues> = {}): ServiceValues {
  const { category, title, description, priceType, price, durationMinutes, active } = service;
  return { category, title, description, priceType, price, durationMinutes, active, ...changes };
}
