import { and, eq, ne } from 'drizzle-orm';
import {
  recoveryMessages,
  registrationAddressSchema,
  registrationMessages,
  type RegistrationRules,
  type User,
  passwordSchema,
} from '@sevak/shared';
import { z } from 'zod';
import { sessions, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError, parseOrThrow } from '../../platform/errors.js';
import { jsonField, type MultipartForm } from '../../platform/multipart.js';
import { assertUncommonPassword, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Storage } from '../../platform/storage.js';
import { canonicalCategories } from '../registration/registration.service.js';
import { requireFiles, saveDocumentsWith } from '../documents/documents.service.js';
import { loadUserView } from './user-view.js';
import { findUserById } from './users.repo.js';

/** Who may change a member's record: the member, or an admin (DESIGN §9: never someone else). */
export function assertSelfOrAdmin(actor: { id: string; role: string }, userId: string) {
  if (actor.id !== userId && actor.role !== 'Admin') throw AppError.forbidden(registrationMessages.notYours);
}

/** Fields a member may edit on their own profile; role, approval and payment are not among them. */
const profileSchema = z.object({
  name: z.string().trim().min(1, registrationMessages.nameRequired).max(100).optional(),
  address: registrationAddressSchema.optional(),
  businessCategory: z.array(z.string().trim().min(1)).max(20).optional(),
  businessName: z.string().trim().max(120).optional(),
  businessAddress: z.string().trim().max(300).optional(),
  businessDetaile: z.string().trim().max(2000).optional(),
});

/** PUT /auth/updateUser/{id}: profile fields and, optionally, a new profile picture. */
export async function updateProfile(
  deps: { db: Db; storage: Storage },
  actor: { id: string; role: string },
  userId: string,
  form: MultipartForm,
): Promise<User> {
  assertSelfOrAdmin(actor, userId);
  const input = parseOrThrow(profileSchema, {
    ...form.fields,
    address: jsonField(form, 'address'),
    businessCategory: jsonField(form, 'businessCategory'),
  });
  if (!(await findUserById(deps.db, userId))) throw AppError.notFound();
  const businessCategory = input.businessCategory && (await canonicalCategories(deps.db, input.businessCategory));
  const files = form.files.profilePic ? { profilePic: form.files.profilePic } : {};
  const row = await saveDocumentsWith(deps, files, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.address !== undefined && { address: input.address }),
        ...(businessCategory !== undefined && { businessCategory }),
        ...(input.businessName !== undefined && { businessName: input.businessName || null }),
        ...(input.businessAddress !== undefined && { businessAddress: input.businessAddress || null }),
        ...(input.businessDetaile !== undefined && { businessDetails: input.businessDetaile || null }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    return { userId, result: updated! };
  });
  return loadUserView(deps.db, row);
}

/** PUT /auth/updateUserProfile: both Aadhaar sides again (spec 'Upload Aadhar Card KYC'). */
export async function replaceAadhaarImages(
  deps: { db: Db; storage: Storage },
  actor: { id: string; role: string },
  userId: string,
  form: MultipartForm,
): Promise<User> {
  assertSelfOrAdmin(actor, userId);
  const { frontAadhar, backAadhar } = requireFiles(form.files, ['frontAadhar', 'backAadhar'], registrationMessages.aadhaarBothRequired);
  const row = await findUserById(deps.db, userId);
  if (!row) throw AppError.notFound();
  await saveDocumentsWith(deps, { frontAadhar, backAadhar }, async () => ({ userId, result: undefined }));
  return loadUserView(deps.db, row);
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
    throw AppError.badRequest(recoveryMessages.currentPasswordWrong, [
      { path: 'currentPassword', msg: recoveryMessages.currentPasswordWrong },
    ]);
  }
  await assertUncommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)));
  });
}
