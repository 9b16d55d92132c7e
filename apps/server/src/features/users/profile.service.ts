import {
  gstStateCodeOf,
  taxMessages,
  type Address,
  adminProfileSchema,
  decodeProfileFields,
  messages,
  profileSchema,
  recoveryMessages,
  registrationMessages,
  type AdminProfileInput,
  type Language,
  type RegistrationRules,
  type User,
  passwordSchema,
} from '@sevak/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../platform/db.js';
import { AppError, parseOrThrow } from '../../platform/errors.js';
import { recordAudit } from '../audit/index.js';
import { decodeForm, type MultipartForm } from '../../platform/multipart.js';
import { assertUncommonPassword, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Storage } from '../../platform/storage.js';
import { prepareImages, requireFiles, settleImages, storeDocuments, submitAadhaarImages } from '../documents/index.js';
import {
  assertContactsFreeFor,
  canonicalCategories,
  loadUserView,
  findUserById,
  setPasswordHash,
  updateUserRow,
} from '../members/index.js';
import { deleteOtherSessions } from '../../platform/sessions.js';

/** Who may change a member's record: the member, or an admin (docs/contract.md §9: never someone else). */
export function assertSelfOrAdmin(actor: { id: string; role: string }, userId: string) {
  if (actor.id !== userId && actor.role !== 'Admin') throw new AppError('NOT_YOURS', registrationMessages.notYours);
}

const ADMIN_FILES = ['profilePic', 'frontAadhar', 'backAadhar'] as const;

/**
 * PUT /auth/updateUser/{id}: profile fields and, optionally, a new profile picture. An admin may
 * also change the email and phone and replace the Aadhaar images; their edit is audited (the
 * changed field names only, so the trail keeps no personal data).
 */
export async function updateProfile(
  deps: { db: Db; storage: Storage; rules: RegistrationRules },
  actor: { id: string; role: string },
  userId: string,
  form: MultipartForm,
): Promise<User> {
  assertSelfOrAdmin(actor, userId);
  const isAdmin = actor.role === 'Admin';
  const fields = decodeForm(form, decodeProfileFields);
  const input: AdminProfileInput = isAdmin
    ? parseOrThrow(adminProfileSchema(deps.rules), fields)
    : parseOrThrow(profileSchema, fields);
  const before = await findUserById(deps.db, userId);
  if (!before) throw new AppError('NOT_FOUND', messages.common.notFound);
  await assertContactsFreeFor(deps.db, userId, input);
  const gstin = gstinFor(input, before);
  const businessCategory = input.businessCategory && (await canonicalCategories(deps.db, input.businessCategory));
  const files = Object.fromEntries(
    (isAdmin ? ADMIN_FILES : (['profilePic'] as const)).flatMap((slot) =>
      form.files[slot] ? [[slot, form.files[slot]]] : [],
    ),
  );
  // The images before the transaction (slow work); the member's row and theirs in it.
  const prepared = await prepareImages(deps.storage, files);
  const saveProfile = async (tx: Tx) => {
    const updated = await updateUserRow(tx, userId, {
      ...(input.email !== undefined && { email: input.email }),
      // A new number is not verified until a code sent to it comes back.
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.phone !== undefined && input.phone !== before.phone && { phoneVerifiedAt: null }),
      ...(input.name !== undefined && { name: input.name }),
      ...(input.address !== undefined && { address: input.address }),
      ...(businessCategory !== undefined && { businessCategory }),
      ...(input.businessName !== undefined && { businessName: input.businessName || null }),
      ...(input.businessAddress !== undefined && { businessAddress: input.businessAddress || null }),
      ...(input.businessDetaile !== undefined && { businessDetails: input.businessDetaile || null }),
      ...(gstin !== undefined && { gstin }),
      updatedAt: new Date(),
    });
    if (isAdmin) {
      const changed = [
        ...Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined),
        ...Object.keys(files),
      ];
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update_user',
        targetType: 'user',
        targetId: userId,
        after: { fields: changed },
      });
    }
    await storeDocuments(tx, userId, prepared);
    return updated;
  };
  return loadUserView(deps.db, await settleImages(deps.storage, prepared, deps.db.transaction(saveProfile)));
}

/**
 * The GSTIN to keep ('' clears it; undefined: unchanged): its state code must be that of the
 * member's address (the new one when it changes too), as GSTN registers a GSTIN in one state.
 * A changed address with a GSTIN already on file is checked the same way.
 */
function gstinFor(input: AdminProfileInput, before: { gstin: string | null; address: Address | null }) {
  const gstin = input.gstin === undefined ? before.gstin : input.gstin || null;
  if (gstin && (input.gstin !== undefined || input.address !== undefined)) {
    const address = input.address ?? before.address;
    if (!address?.state) throw AppError.onField('GSTIN_STATE', 'gstin', taxMessages.gstinNeedsAddress);
    if (gstStateCodeOf(address.state) !== gstin.slice(0, 2))
      throw AppError.onField('GSTIN_STATE', 'gstin', taxMessages.gstinState);
  }
  return input.gstin === undefined ? undefined : gstin;
}

/**
 * PUT /auth/updateUserProfile: both Aadhaar sides again (spec 'Upload Aadhar Card KYC'). An
 * approved member's images wait for an admin's review (documents/document-review.service.ts).
 */
export async function replaceAadhaarImages(
  deps: { db: Db; storage: Storage },
  actor: { id: string; role: string },
  userId: string,
  form: MultipartForm,
): Promise<{ user: User; pendingReview: boolean }> {
  assertSelfOrAdmin(actor, userId);
  const { frontAadhar, backAadhar } = requireFiles(
    form.files,
    ['frontAadhar', 'backAadhar'],
    'AADHAAR_IMAGES_REQUIRED',
    registrationMessages.aadhaarBothRequired,
  );
  // An unknown member is a 404 before any image work.
  const before = await findUserById(deps.db, userId);
  if (!before) throw new AppError('NOT_FOUND', messages.common.notFound);
  const { pendingReview } = await submitAadhaarImages(deps, actor, userId, { frontAadhar, backAadhar });
  const row = await findUserById(deps.db, userId);
  if (!row) throw new AppError('NOT_FOUND', messages.common.notFound);
  return { user: await loadUserView(deps.db, row), pendingReview };
}

/** Changes a password: the current one is required; every other session is signed out. */
export async function changePassword(
  db: Db,
  rules: RegistrationRules,
  auth: { sessionId: string; user: { id: string; passwordHash: string } },
  input: { currentPassword: string; newPassword: string },
) {
  const newPassword = parseOrThrow(z.object({ newPassword: passwordSchema(rules) }), input).newPassword;
  if (!(await verifyPassword(input.currentPassword, auth.user.passwordHash))) {
    throw AppError.onField('CURRENT_PASSWORD_WRONG', 'currentPassword', recoveryMessages.currentPasswordWrong);
  }
  if (newPassword === input.currentPassword) {
    throw AppError.onField('PASSWORD_UNCHANGED', 'newPassword', recoveryMessages.samePassword);
  }
  await assertUncommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.user.id, passwordHash);
    await deleteOtherSessions(tx, auth.user.id, auth.sessionId);
  });
}

/**
 * PUT /auth/language: the member's own language, for their emails, push and documents.
 * Only the caller's row: the id is the session's, never one from the request.
 */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<Language> {
  const row = await updateUserRow(db, userId, { language, updatedAt: new Date() });
  return row.language;
}
