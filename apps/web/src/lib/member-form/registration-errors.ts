import { DOCUMENT_SLOTS, messages, registrationMessages, type DocumentSlot } from '@sevak/shared';
import { ApiError, type ApiErrorCode } from '../api';
import { formPathOf } from './registration-form';

/** The server's refusals that the registration screens word their own way (docs/product-spec.md §8), by code. */
const SHOWN: Partial<Record<ApiErrorCode, string>> = {
  EMAIL_TAKEN: registrationMessages.emailExistsShown,
  PHONE_TAKEN: registrationMessages.phoneExistsShown,
  FILE_TYPE_INVALID: registrationMessages.invalidFileTypeShown,
  FILE_TOO_LARGE: registrationMessages.fileTooLargeShown,
};

/** What to show for a refusal (the answer's, or one field's): the docs/product-spec.md §8 words, else the server's. */
export function shownMessage(code: ApiErrorCode | undefined, message: string): string {
  return (code && SHOWN[code]) ?? message;
}

/** shownMessage of any thrown value; `fallback` when it is not an API refusal. */
export function shownErrorMessage(error: unknown, fallback: string = messages.common.internal): string {
  return error instanceof ApiError ? shownMessage(error.code, error.message) : fallback;
}

export type RegistrationFailure = {
  /** Every message to show, in order, without repeats. */
  messages: string[];
  /** Errors about the form's fields (by path), for the form on /register (other paths: messages only). */
  formErrors: Record<string, string>;
  /** Errors about one of the images. */
  documentErrors: Partial<Record<DocumentSlot, string>>;
};

const isSlot = (path: string): path is DocumentSlot => (DOCUMENT_SLOTS as readonly string[]).includes(path);

/**
 * A failed POST /auth/registerUserweb, in the docs/product-spec.md §8 words: each errors[].msg mapped; no answer →
 * the network message; a 4xx without a list → its message mapped; anything else → "failed".
 */
export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  const failure: RegistrationFailure = { messages: [], formErrors: {}, documentErrors: {} };
  const add = (message: string) => {
    if (!failure.messages.includes(message)) failure.messages.push(message);
  };
  if (!(error instanceof ApiError)) {
    add(registrationMessages.registrationFailed);
  } else if (error.code === 'NETWORK') {
    add(registrationMessages.networkError);
  } else if (error.errors.length > 0) {
    for (const item of error.errors) {
      const message = shownMessage(item.code, item.msg);
      add(message);
      const field = formPathOf(item.path);
      if (isSlot(item.path)) failure.documentErrors[item.path] ??= message;
      else if (field) failure.formErrors[field] ??= message;
    }
  } else if (error.status >= 400 && error.status < 500 && error.message) {
    add(shownMessage(error.code, error.message));
  } else {
    add(registrationMessages.registrationFailed);
  }
  return failure;
}
