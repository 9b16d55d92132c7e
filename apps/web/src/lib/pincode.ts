import { pincodeLookupSchema } from '@sevak/shared';
import { api, ApiError } from './api';

export type PincodePlace = { area: string; city: string; state: string; country: string };

/**
 * GET /location/pincode/{pincode} (docs/product-spec.md §5: a 6-character pincode fills the address).
 * 'found' with the first post office; 'invalid' for a pincode that does not exist or is malformed
 * (Status Error, or 400); 'failed' when the lookup itself failed (network, 5xx, 503 not ready).
 */
export type PincodeResult = { kind: 'found'; place: PincodePlace } | { kind: 'invalid' } | { kind: 'failed' };

export async function lookupPincode(pincode: string, signal?: AbortSignal): Promise<PincodeResult> {
  let body: unknown;
  try {
    body = await api.get<unknown>(`/location/pincode/${encodeURIComponent(pincode)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { kind: 'invalid' };
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { kind: 'failed' };
  }
  const parsed = pincodeLookupSchema.safeParse(body);
  if (!parsed.success) return { kind: 'failed' };
  const answer = parsed.data[0];
  const office = answer?.PostOffice?.[0];
  if (!answer || answer.Status !== 'Success' || !office) return { kind: 'invalid' };
  return {
    kind: 'found',
    place: { area: office.Name, city: office.District, state: office.State, country: office.Country },
  };
}
