import { DOCUMENT_SLOTS, registrationMessages, type DocumentSlot } from '@sevak/shared';
import { ApiError } from '../api';
import { formPathOf } from './registration-form';

/** The server's words → what the registration screens show (spec §8). */
const SHOWN: Record<string, string> = {
  [registrationMessages.emailExists]: registrationMessages.emailExistsShown,
  [registrationMessages.phoneExists]: registrationMessages.phoneExistsShown,
  [registrationMessages.invalidFileType]: registrationMessages.invalidFileTypeShown,
  [registrationMessages.fileTooLarge]: registrationMessages.fileTooLargeShown,
};

export function shownMessage(message: string): string {
  return SHOWN[message] ?? message;
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
 * A failed POST /auth/registerUserweb, in the spec §8 words: each errors[].msg mapped; no answer →
 * the network message; a 4xx without a list → its message mapped; anything else → "failed".
 */
export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  const failure: RegistrationFailure = { messages: [], formErrors: {}, documentErrors: {} };
  const add = (message: string) => {
    if (!failure.messages.includes(message)) failure.messages.push(message);
  };
  if (!(error instanceof ApiError)) {
    add(registrationMessages.registrationFailed);
  } else if (error.status === 0) {
    add(registrationMessages.networkError);
  } else if (error.errors.length > 0) {
    for (const item of error.errors) {
      const message = shownMessage(item.msg);
      add(message);
      const field = formPathOf(item.path);
      if (isSlot(item.path)) failure.documentErrors[item.path] ??= message;
      else if (field) failure.formErrors[field] ??= message;
    }
  } else if (error.status >= 400 && error.status < 500 && error.message) {
    add(shownMessage(error.message));
  } else {
    add(registrationMessages.registrationFailed);
  }
  return failure;
}
