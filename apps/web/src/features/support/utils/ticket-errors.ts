import { ApiError } from '../../../lib/api';

/**
 * The server's own message for a failed call, else the spec §8 fallback: when there was no answer
 * (NETWORK) or the answer was no refusal of the API's (INTERNAL: a crash, a proxy's page).
 */
export function ticketErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'NETWORK' && error.code !== 'INTERNAL' && error.message) {
    return error.message;
  }
  return fallback;
}

/** The server's message for `field` in a 400's `errors` list, if it has one. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors.find((item) => item.path === field)?.msg;
}
