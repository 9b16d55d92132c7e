import { eq } from 'drizzle-orm';
import { aadhaarMessages, messages, normalizeAadhaar, type User } from '@sevak/shared';
import { users, type UserRow } from '../../db/schema/index.js';
import type { Cipher } from '../../platform/crypto.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/audit.repo.js';
import { maskAadhaar, loadUserView } from './user-view.js';
import { findUserById } from './users.repo.js';

export type AdminDeps = { db: Db; aadhaarCipher: Cipher };

async function requireMember(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw AppError.notFound(messages.admin.userNotFound);
  return row;
}

/**
 * A member's record for an admin who opens it: the full Aadhaar number is shown only here, and
 * every such opening is audited (DESIGN §9).
 */
export async function getMemberForAdmin(deps: AdminDeps, actorId: string, id: string): Promise<User> {
  const row = await requireMember(deps.db, id);
  const view = await loadUserView(deps.db, row);
  if (!row.aadhaarNumberEncrypted) return view;
  const full = deps.aadhaarCipher.decrypt(Buffer.from(row.aadhaarNumberEncrypted, 'base64')).toString('utf8');
  await recordAudit(deps.db, { actorId, action: 'view_aadhaar', targetType: 'user', targetId: id });
  return { ...view, aadharNumber: `${full.slice(0, 4)} ${full.slice(4, 8)} ${full.slice(8)}` };
}

/** PUT /auth/approveUser: the member gets full access. */
export async function approveMember(deps: AdminDeps, actorId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ isAdminApproved: true, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
    if (!row) throw AppError.notFound(messages.admin.userNotFound);
    await recordAudit(tx, { actorId, action: 'approve_user', targetType: 'user', targetId: id, before: { isAdminApproved: false }, after: { isAdminApproved: true } });
  });
}

/**
 * PUT /auth/updateUserAddressAndAadhar: the number must pass its Verhoeff check; it is stored
 * encrypted with its last 4 digits for display, and audited masked.
 */
export async function updateAddressAndAadhaar(
  deps: AdminDeps,
  actorId: string,
  input: { userId: string; permanentAddress: string; aadharNumber: string },
) {
  const digits = normalizeAadhaar(input.aadharNumber);
  if (!digits) throw AppError.badRequest(aadhaarMessages.invalid, [{ path: 'aadharNumber', msg: aadhaarMessages.invalid }]);
  const before = await requireMember(deps.db, input.userId);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        permanentAddress: input.permanentAddress,
        aadhaarNumberEncrypted: deps.aadhaarCipher.encrypt(Buffer.from(digits)).toString('base64'),
        aadhaarLast4: digits.slice(8),
        updatedAt: new Date(),
      })
      .where(eq(users.id, input.userId));
    await recordAudit(tx, {
      actorId,
      action: 'update_address_aadhaar',
      targetType: 'user',
      targetId: input.userId,
      before: { permanentAddress: before.permanentAddress, aadharNumber: maskAadhaar(before.aadhaarLast4) },
      after: { permanentAddress: input.permanentAddress, aadharNumber: maskAadhaar(digits.slice(8)) },
    });
  });
}
