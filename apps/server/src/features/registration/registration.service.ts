import {
  DOCUMENT_SLOTS,
  registrationMessages,
  registrationSchema,
  type RegistrationInput,
  type RegistrationRules,
  type User,
} from '@sevak/shared';
import type { Db } from '../../platform/db.js';
import { AppError, parseOrThrow, type FieldError } from '../../platform/errors.js';
import { jsonField, type MultipartForm } from '../../platform/multipart.js';
import { assertUncommonPassword, hashPassword } from '../../platform/passwords.js';
import type { Storage } from '../../platform/storage.js';
import { findCategoryNames } from '../categories/categories.repo.js';
import { requireFiles, saveDocumentsWith } from '../documents/documents.service.js';
import { generateReferralCode } from '../users/referral-code.js';
import { loadUserView } from '../users/user-view.js';
import { findTakenContacts, findUserByReferralCode, insertUser } from '../users/users.repo.js';

export type RegistrationDeps = { db: Db; storage: Storage; rules: RegistrationRules };

/** The form's text fields as the shared schema expects them (address and categories are JSON text). */
export function registrationFieldsOf(form: MultipartForm) {
  const { fields } = form;
  return {
    ...fields,
    address: jsonField(form, 'address'),
    businessCategory: jsonField(form, 'businessCategory') ?? [],
    referralCode: fields.referralCode || undefined,
    fcmToken: fields.fcmToken || undefined,
  };
}

/** Category names exactly as stored; an unknown one is a 400 on the field. */
export async function canonicalCategories(db: Db, names: string[]): Promise<string[]> {
  const unique = [...new Set(names.map((n) => n.toLowerCase()))];
  const found = await findCategoryNames(db, unique);
  if (found.length !== unique.length) {
    throw AppError.badRequest(registrationMessages.categoryUnknown, [
      { path: 'businessCategory', msg: registrationMessages.categoryUnknown },
    ]);
  }
  return found.sort((a, b) => a.localeCompare(b));
}

async function assertContactsFree(db: Db, input: RegistrationInput) {
  const taken = await findTakenContacts(db, input.email, input.phone);
  const errors: FieldError[] = [];
  if (taken.email) errors.push({ path: 'email', msg: registrationMessages.emailExists });
  if (taken.phone) errors.push({ path: 'phone', msg: registrationMessages.phoneExists });
  if (errors.length > 0) throw AppError.conflict(errors[0]!.msg, errors);
}

/** PostgreSQL's unique violation: two registrations with the same email or phone at once. */
function isUniqueViolation(err: unknown): err is { code: string; constraint?: string } {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * POST /auth/registerUserweb: checks every field and the three images, then saves the member,
 * the documents and the referral link all-or-nothing (no row and no file remain on failure).
 */
export async function registerMember(deps: RegistrationDeps, form: MultipartForm): Promise<User> {
  const input = parseOrThrow(registrationSchema(deps.rules), registrationFieldsOf(form));
  await assertUncommonPassword(input.password, 'password');
  const files = requireFiles(form.files, DOCUMENT_SLOTS, registrationMessages.filesRequired);
  await assertContactsFree(deps.db, input);
  const referrer = input.referralCode ? await findUserByReferralCode(deps.db, input.referralCode) : undefined;
  if (input.referralCode && !referrer) {
    throw AppError.badRequest(registrationMessages.referralInvalid, [
      { path: 'referralCode', msg: registrationMessages.referralInvalid },
    ]);
  }
  const businessCategory = await canonicalCategories(deps.db, input.businessCategory);
  const passwordHash = await hashPassword(input.password);

  try {
    return await saveDocumentsWith(deps, files, async (tx) => {
      const row = await insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        address: input.address,
        businessCategory,
        businessName: input.businessName || null,
        businessAddress: input.businessAddress || null,
        businessDetails: input.businessDetaile || null,
        referralCode: await generateReferralCode(tx),
        referredBy: referrer?.id ?? null,
        fcmToken: input.fcmToken ?? null,
      });
      return { userId: row.id, result: row };
    }).then((row) => loadUserView(deps.db, row));
  } catch (err) {
    if (isUniqueViolation(err)) {
      await assertContactsFree(deps.db, input);
    }
    throw err;
  }
}
