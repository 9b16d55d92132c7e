import {
  adminNotices,
  DOCUMENT_SLOTS,
  messages,
  paths,
  registrationMessages,
  registrationSchema,
  type RegistrationRules,
  type User,
} from '@sevak/shared';
import { isUniqueViolation, type Db } from '../../platform/db.js';
import { AppError, parseOrThrow, type FieldError } from '../../platform/errors.js';
import { jsonField, type MultipartForm } from '../../platform/multipart.js';
import { assertUncommonPassword, hashPassword } from '../../platform/passwords.js';
import type { Storage } from '../../platform/storage.js';
import { findCategoryNames } from '../categories/categories.repo.js';
import { requireFiles, saveDocumentsWith } from '../documents/documents.service.js';
import { generateReferralCode } from '../users/referral-code.js';
import { loadUserView } from '../users/user-view.js';
import { findTakenContacts, findUserByEmailOrPhone, findUserByReferralCode, insertUser } from '../users/users.repo.js';
import { recordAudit } from '../audit/audit.repo.js';
import { notifyAdmins } from '../notifications/notifications.service.js';

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
    throw AppError.onField('CATEGORY_UNKNOWN', 'businessCategory', registrationMessages.categoryUnknown);
  }
  return found.sort((a, b) => a.localeCompare(b));
}

/**
 * 409 naming each of the email and phone another account holds; the answer's code and message
 * are the first field's (EMAIL_TAKEN when both are).
 */
export function assertContactsFree(taken: { email: boolean; phone: boolean }) {
  const errors: FieldError[] = [];
  if (taken.email) errors.push({ path: 'email', msg: registrationMessages.emailExists, code: 'EMAIL_TAKEN' });
  if (taken.phone) errors.push({ path: 'phone', msg: registrationMessages.phoneExists, code: 'PHONE_TAKEN' });
  const [first] = errors;
  if (first) throw new AppError(first.code!, first.msg, { errors });
}

/**
 * Who referred the new member: by referral code, or (admins only, spec 'Admin Create User form')
 * by the referrer's phone, which wins when both are given. Unknown ones are a 400 on the field.
 */
async function referrerOf(db: Db, referralCode: string | undefined, referrerPhone: string | undefined) {
  if (referrerPhone) {
    const referrer = await findUserByEmailOrPhone(db, referrerPhone);
    if (!referrer || referrer.phone !== referrerPhone) {
      throw AppError.onField(
        'REFERRER_PHONE_UNKNOWN',
        'referrerPhone',
        messages.admin.noMemberWithPhone(referrerPhone),
      );
    }
    return referrer;
  }
  if (!referralCode) return undefined;
  const referrer = await findUserByReferralCode(db, referralCode);
  if (!referrer) {
    throw AppError.onField('REFERRAL_CODE_INVALID', 'referralCode', registrationMessages.referralInvalid);
  }
  return referrer;
}

/**
 * POST /auth/registerUserweb: checks every field and the three images, then saves the member,
 * the documents and the referral link all-or-nothing (no row and no file remain on failure).
 */
export async function registerMember(
  deps: RegistrationDeps,
  form: MultipartForm,
  admin?: { id: string },
): Promise<User> {
  const input = parseOrThrow(registrationSchema(deps.rules), registrationFieldsOf(form));
  await assertUncommonPassword(input.password, 'password');
  const files = requireFiles(form.files, DOCUMENT_SLOTS, 'FILES_REQUIRED', registrationMessages.filesRequired);
  assertContactsFree(await findTakenContacts(deps.db, input.email, input.phone));
  const referrer = await referrerOf(deps.db, input.referralCode, admin ? form.fields.referrerPhone?.trim() : undefined);
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
      if (admin)
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'create_user',
          targetType: 'user',
          targetId: row.id,
          after: { referredBy: row.referredBy },
        });
      else await notifyAdmins(tx, { ...adminNotices.registered(row.name), link: paths.admin.approve });
      return { userId: row.id, result: row };
    }).then((row) => loadUserView(deps.db, row));
  } catch (err) {
    if (isUniqueViolation(err)) {
      assertContactsFree(await findTakenContacts(deps.db, input.email, input.phone));
    }
    throw err;
  }
}
