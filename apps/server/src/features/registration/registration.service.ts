import {
  DOCUMENT_SLOTS,
  ERROR_STATUS,
  messages,
  paths,
  adminRegistrationSchema,
  decodeAdminRegistrationFields,
  decodeRegistrationFields,
  registrationMessages,
  registrationSchema,
  type AdminRegistrationInput,
  type RegistrationInput,
  type RegistrationRules,
  type User,
} from '@sevak/shared';
import type { z } from 'zod';
import { isUniqueViolation, type Db, type Tx } from '../../platform/db.js';
import { AppError, fieldErrorsOfZod, parseOrThrow, type FieldError } from '../../platform/errors.js';
import { decodeForm, type MultipartForm } from '../../platform/multipart.js';
import { assertUncommonPassword, hashPassword } from '../../platform/passwords.js';
import type { Storage } from '../../platform/storage.js';
import { prepareImages, requireFiles, settleImages, storeDocuments } from '../documents/index.js';
import {
  assertContactsFree,
  canonicalCategories,
  generateReferralCode,
  loadUserView,
  findUserByEmailOrPhone,
  findUserByReferralCode,
  insertUser,
} from '../members/index.js';
import { recordAudit } from '../audit/index.js';
import { notices, notifyAdmins } from '../notifications/index.js';

export type RegistrationDeps = { db: Db; storage: Storage; rules: RegistrationRules };

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
 * A member registering themselves consents to the current privacy notice (its version and the time
 * are stored, and marketing consent if given); an admin's Create User carries no consent, and the
 * member accepts the notice at their first sign-in (docs/decisions/024).
 */
export async function registerMember(
  deps: RegistrationDeps,
  form: MultipartForm,
  admin?: { id: string },
): Promise<User> {
  const adminFields = admin ? decodeForm(form, decodeAdminRegistrationFields) : undefined;
  const input: AdminRegistrationInput & Partial<RegistrationInput> = adminFields
    ? parseOrThrow(adminRegistrationSchema(deps.rules), adminFields)
    : parseOrThrow(registrationSchema(deps.rules), decodeForm(form, decodeRegistrationFields));
  const now = new Date();
  const consent =
    input.privacyConsent === true && input.noticeVersion
      ? {
          noticeVersion: input.noticeVersion,
          noticeAcceptedAt: now,
          marketingConsent: input.marketingConsent === true,
          marketingConsentAt: input.marketingConsent === true ? now : null,
        }
      : {};
  await assertUncommonPassword(input.password, 'password');
  const files = requireFiles(form.files, DOCUMENT_SLOTS, 'FILES_REQUIRED', registrationMessages.filesRequired);
  await assertContactsFree(deps.db, input.email, input.phone);
  // The admin's referrerPhone is no field of the schema: the lookup checks it.
  const referrer = await referrerOf(deps.db, input.referralCode, adminFields?.referrerPhone?.trim());
  const businessCategory = await canonicalCategories(deps.db, input.businessCategory);
  const passwordHash = await hashPassword(input.password);

  // The images before the transaction (slow work); the member's rows and theirs in it.
  const prepared = await prepareImages(deps.storage, files);
  const saveMember = async (tx: Tx) => {
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
      ...consent,
    });
    if (admin)
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'create_user',
        targetType: 'user',
        targetId: row.id,
        after: { referredBy: row.referredBy },
      });
    else await notifyAdmins(tx, { notice: notices.adminRegistered(row.name), link: paths.admin.approve });
    await storeDocuments(tx, row.id, prepared);
    return row;
  };
  try {
    return await loadUserView(deps.db, await settleImages(deps.storage, prepared, deps.db.transaction(saveMember)));
  } catch (err) {
    // Someone took the email or phone meanwhile: the unique index refused it; say which.
    if (isUniqueViolation(err)) await assertContactsFree(deps.db, input.email, input.phone);
    throw err;
  }
}

/** The field errors of a refusal `check` throws (none when it passes); other failures go on up. */
async function refusalsOf(check: () => Promise<unknown>): Promise<FieldError[]> {
  try {
    await check();
    return [];
  } catch (err) {
    if (err instanceof AppError && err.errors) return err.errors;
    throw err;
  }
}

/**
 * POST /auth/check-registration (docs/decisions/018): every problem the first step's
 * fields would meet at POST /auth/registerUserweb, at once, in the form's order, through the same
 * checks and words: the shared schema, then, for each field that passed it, the common-password
 * list, a taken email or phone, an unknown referral code or category. Writes nothing. The answer's
 * code and message are the first problem's (what register answers for it alone); when the problems'
 * statuses differ (a taken email, 409, with a short password, 400) it is VALIDATION_FAILED.
 * Advisory: register checks everything again, and the unique indexes settle a race.
 */
export async function checkRegistration(deps: Pick<RegistrationDeps, 'db' | 'rules'>, body: unknown): Promise<void> {
  const schema = registrationSchema(deps.rules);
  // A body that is no object is checked as an empty one: each required field says so.
  const raw: Record<string, unknown> =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const parsed = schema.safeParse(raw);
  const errors = parsed.success ? [] : fieldErrorsOfZod(parsed.error);
  const passed = <K extends keyof typeof schema.shape>(key: K) => {
    if (errors.some((e) => e.path === key || e.path.startsWith(`${key}.`))) return undefined;
    const field = schema.shape[key].safeParse(raw[key]);
    return field.success ? (field.data as z.output<(typeof schema.shape)[K]>) : undefined;
  };
  const password = passed('password');
  const email = passed('email');
  const phone = passed('phone');
  const referralCode = passed('referralCode');
  const categories = passed('businessCategory');
  const found = await Promise.all([
    refusalsOf(async () => password && assertUncommonPassword(password, 'password')),
    // '' matches no account: a field that failed its schema is not looked up.
    refusalsOf(async () => (email || phone) && assertContactsFree(deps.db, email ?? '', phone ?? '')),
    refusalsOf(async () => referralCode && referrerOf(deps.db, referralCode, undefined)),
    refusalsOf(async () => categories?.length && canonicalCategories(deps.db, categories)),
  ]);
  errors.push(...found.flat());
  const order = Object.keys(schema.shape);
  const rank = (path: string) => order.indexOf(path.split('.')[0] ?? path);
  errors.sort((a, b) => rank(a.path) - rank(b.path));

  const [first] = errors;
  if (!first) return;
  const statusOf = (e: FieldError) => ERROR_STATUS[e.code ?? 'VALIDATION_FAILED'];
  const code = errors.every((e) => statusOf(e) === statusOf(first))
    ? (first.code ?? 'VALIDATION_FAILED')
    : 'VALIDATION_FAILED';
  throw new AppError(code, first.msg, { errors });
}
