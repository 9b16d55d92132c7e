import { registrationMessages } from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { AppError, type FieldError } from '../../platform/errors.js';
import { findCategoryNames } from '../categories/index.js';
import { findContactsOfOthers, findTakenContacts } from './members.repo.js';

/**
 * What a member's record may hold, whoever writes it (registration, an admin's Create User, a
 * profile edit): an email and a phone no other account has, and categories that exist. The unique
 * indexes settle a race; these checks give the answer its words and fields.
 */

/**
 * 409 naming each of the email and phone another account holds; the answer's code and message
 * are the first field's (EMAIL_TAKEN when both are).
 */
function assertNotTaken(taken: { email: boolean; phone: boolean }) {
  const errors: FieldError[] = [];
  if (taken.email) errors.push({ path: 'email', msg: registrationMessages.emailExists, code: 'EMAIL_TAKEN' });
  if (taken.phone) errors.push({ path: 'phone', msg: registrationMessages.phoneExists, code: 'PHONE_TAKEN' });
  const [first] = errors;
  if (first) throw new AppError(first.code!, first.msg, { errors });
}

/** A new account's email (any case) and phone: 409 for each an account has, deleted ones included. */
export async function assertContactsFree(db: DbOrTx, email: string, phone: string) {
  assertNotTaken(await findTakenContacts(db, email, phone));
}

/** A member's new email and phone, where given: 409 for each another account has, deleted ones included. */
export async function assertContactsFreeFor(
  db: DbOrTx,
  userId: string,
  input: { email?: string | undefined; phone?: string | undefined },
) {
  if (input.email === undefined && input.phone === undefined) return;
  const others = await findContactsOfOthers(db, userId, input);
  assertNotTaken({
    email: input.email !== undefined && others.some((o) => o.email.toLowerCase() === input.email!.toLowerCase()),
    phone: input.phone !== undefined && others.some((o) => o.phone === input.phone),
  });
}

/** Category names exactly as stored; an unknown one is a 400 on the field. */
export async function canonicalCategories(db: DbOrTx, names: string[]): Promise<string[]> {
  const unique = [...new Set(names.map((n) => n.toLowerCase()))];
  const found = await findCategoryNames(db, unique);
  if (found.length !== unique.length) {
    throw AppError.onField('CATEGORY_UNKNOWN', 'businessCategory', registrationMessages.categoryUnknown);
  }
  return found.sort((a, b) => a.localeCompare(b));
}
