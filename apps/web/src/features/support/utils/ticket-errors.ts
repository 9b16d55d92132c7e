import { messages } from '@sevak/shared';
import { ApiError } from '../../../lib/api';

/**
 * The server's own message for a failed call, else the spec §8 fallback: when there was no answer
 * (status 0) or the answer carried no message of its own (the client's generic text).
 */
export function ticketErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message && error.message !== messages.common.internal) {
    return error.message;
  }
  return fallback;
}
