import { supportMessages } from '@sevak/shared';
import { ApiError } from '../../../lib/api';
import { showServerErrors } from '../../../lib/form';
import { notifyError } from '../../../lib/notify';

/**
 * The server's own message for a failed call, else the docs/product-spec.md §8 fallback: when there was no answer
 * (NETWORK) or the answer was no refusal of the API's (INTERNAL: a crash, a proxy's page).
 */
export function ticketErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'NETWORK' && error.code !== 'INTERNAL' && error.message) {
    return error.message;
  }
  return fallback;
}

/**
 * A refused ticket or data request: the fields the server names get their words; otherwise a toast
 * and the form's alert (`showProblem`) say why, in the docs/product-spec.md §8 fallback's words when it gave none.
 */
export function showTicketError(
  form: Parameters<typeof showServerErrors>[0],
  error: unknown,
  showProblem: (message: string) => void,
) {
  if (showServerErrors(form, error)) return;
  const message = ticketErrorMessage(error, supportMessages.submitFailed);
  notifyError(message);
  showProblem(message);
}
