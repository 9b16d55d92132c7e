import type { DocumentSlot } from '@sevak/shared';
import { ApiError } from '../../../../lib/api';
import { describeRegistrationFailure, shownMessage } from '../../../../lib/member-form/registration-errors';

/** Field paths of the admin forms that the registration form does not have. */
const ADMIN_PATHS = ['referrerPhone'];

export type MemberSaveFailure = {
  /** For the toast and the alert above the button. */
  message: string;
  /** Under the form's fields, in the registration form's words (e.g. a registered email). */
  fieldErrors: Record<string, string>;
  documentErrors: Partial<Record<DocumentSlot, string>>;
  /** Whether any field or image was named (the message then shows under it). */
  hasFieldErrors: boolean;
};

/**
 * A refused Create User / Edit User request: the server's message (mapped like the registration
 * form maps it), or `fallback` when it gave none; `noAnswer` when the request got no answer.
 */
export function describeMemberSaveFailure(
  error: unknown,
  { fallback, noAnswer }: { fallback: string; noAnswer?: string },
): MemberSaveFailure {
  const described = describeRegistrationFailure(error);
  const fieldErrors: Record<string, string> = { ...described.formErrors };
  if (error instanceof ApiError) {
    for (const item of error.errors) if (ADMIN_PATHS.includes(item.path)) fieldErrors[item.path] ??= item.msg;
  }
  let message: string;
  if (!(error instanceof ApiError) || error.code === 'NETWORK') {
    message = noAnswer ?? (error instanceof ApiError ? error.message : fallback);
  } else {
    message = error.message ? shownMessage(error.code, error.message) : fallback;
  }
  const hasFieldErrors = Object.keys(fieldErrors).length + Object.keys(described.documentErrors).length > 0;
  return { message, fieldErrors, documentErrors: described.documentErrors, hasFieldErrors };
}
