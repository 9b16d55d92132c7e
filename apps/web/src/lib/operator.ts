import type { Operator, PublicConfig } from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * The e-commerce operator of GET /config/public (`operator`: legal name, address, GSTIN, email,
 * phone), for the footer every page carries (Consumer Protection (E-Commerce) Rules 2020, Rule
 * 4(2)). Checked by hand rather than with the shared schema: the footer is on the first page,
 * which must not carry zod (docs/contract.md §10; public-config.ts does). The server answers
 * with `max-age=300`, so a page that reads the whole configuration too gets it from the
 * browser's cache, and a configuration already read is used as it is.
 */

const text = (value: unknown): value is string => typeof value === 'string';

/** The operator in an answer, or null when it is missing or not of the shape the footer shows. */
export function operatorOf(value: unknown): Operator | null {
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Partial<Record<keyof Operator, unknown>>;
  if (![o.legalName, o.address, o.state, o.email, o.phone].every(text)) return null;
  if (o.gstin !== null && !text(o.gstin)) return null;
  return {
    legalName: o.legalName as string,
    address: o.address as string,
    state: o.state as string,
    gstin: o.gstin,
    email: o.email as string,
    phone: o.phone as string,
  };
}

export function operatorQuery() {
  return queryOptions({
    queryKey: queryKeys.operator,
    queryFn: async ({ client }): Promise<Operator | null> => {
      const known = client.getQueryData<PublicConfig>(queryKeys.publicConfig);
      if (known) return known.operator;
      const body = await api.get<{ operator?: unknown } | undefined>('/config/public');
      return operatorOf(body?.operator);
    },
    staleTime: 60 * 60_000,
  });
}

/**
 * The operator; null until the server answers, or when it cannot. The footer mounts its lines
 * only once it is scrolled into view: no request on a first page nobody scrolls.
 */
export function useOperator(): Operator | null {
  return useQuery(operatorQuery()).data ?? null;
}
