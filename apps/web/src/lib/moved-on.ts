import type { ErrorCode } from '@sevak/shared';
import { ApiError } from './api';

/**
 * Whether an action was refused because the record moved on (another admin acted first, or it is
 * gone): the dialog closes, the message shows and the list is fetched again.
 */
export function movedOn(error: unknown, codes: readonly ErrorCode[]): boolean {
  return error instanceof ApiError && (codes as readonly string[]).includes(error.code);
}
