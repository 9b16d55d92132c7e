import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { aadhaarMessages, messages, normalizeAadhaar, type User } from '@sevak/shared';
import { documents, notifications, supportTickets, users, type UserRow } from '../../db/schema/index.js';
import type { Cipher } from '../../platform/crypto.js';
import type { Db, Tx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { recordAudit } from '../audit/audit.repo.js';
import { deleteSessionsOfUser } from '../../platform/sessions.js';
import { notify } from '../notifications/notifications.service.js';
import { removeStoredFiles } from '../documents/documents.service.js';
import { maskAadhaar, loadUserView } from './user-view.js';
import { findUserById } from './users.repo.js';
import { eraseWorkOf } from '../work/work.service.js';

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

/**
 * PUT /auth/approveUser: the member gets full access. One conditional UPDATE decides, so the same
 * approval sent many times at once approves, audits and notifies once: it matches only a live
 * member not yet approved whose fee is paid — or unpaid with `allowUnpaid` (the admin confirmed;
 * the audit row says so). When it matches nothing, the member's row says why: gone (404),
 * already approved (nothing to do), or unpaid (409).
 */
export async function approveMember(deps: AdminDeps, actorId: string, input: { userId: string; allowUnpaid?: boolean | undefined }) {
  const id = input.userId;
  const allowUnpaid = input.allowUnpaid === true;
  return deps.db.transaction(async (tx): Promise<{ changed: boolean }> => {
    const [row] = await tx
      .update(users)
      // Approval also verifies the Aadhaar images on record, which starts their retention
      // period (docs/decisions/007).
      .set({ isAdminApproved: true, approvedAt: new Date(), aadhaarVerifiedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(users.id, id),
          isNull(users.deletedAt),
          eq(users.isAdminApproved, false),
          allowUnpaid ? undefined : eq(users.paymentVerified, true),
        ),
      )
      .returning({ id: users.id, paymentVerified: users.paymentVerified });
    if (!row) {
      const [member] = await tx
        .select({ deletedAt: users.deletedAt, isAdminApproved: users.isAdminApproved })
        .from(users)
        .where(eq(users.id, id));
      if (!member || member.deletedAt) throw AppError.notFound(messages.admin.userNotFound);
      if (member.isAdminApproved) return { changed: false };
      throw AppError.conflict(messages.admin.unpaid);
    }
    await recordAudit(tx, {
      actorId,
      action: 'approve_user',
      targetType: 'user',
      targetId: id,
      before: { isAdminApproved: false, paymentVerified: row.paymentVerified },
      after: { isAdminApproved: true, ...(row.paymentVerified ? {} : { approvedUnpaid: true }) },
    });
    await notify(tx, id, { title: 'Your account is approved', body: 'Welcome to Sevak! You can now use every part of the marketplace.', link: '/' });
    return { changed: true };
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

/**
 * DELETE /auth/deleteUser: a soft delete that erases personal data and documents (DESIGN §9,
 * §12) but keeps payments and the ledger; the member's sessions end. The audit row names the
 * record only, so the trail keeps no personal data either.
 */
export async function deleteMember(deps: AdminDeps & { storage: Storage }, actorId: string, id: string) {
  if (id === actorId) throw AppError.badRequest(messages.admin.cannotDeleteSelf);
  const docs = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        name: 'Deleted member',
        email: `deleted+${id}@deleted.invalid`,
        phone: `deleted-${id}`,
        passwordHash: `deleted:${randomBytes(16).toString('hex')}`,
        address: null,
        permanentAddress: null,
        aadhaarNumberEncrypted: null,
        aadhaarLast4: null,
        businessCategory: [],
        businessName: null,
        businessAddress: null,
        businessDetails: null,
        fcmToken: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!row) throw AppError.notFound(messages.admin.userNotFound);
    const removed = await tx.delete(documents).where(eq(documents.userId, id)).returning();
    await tx.delete(supportTickets).where(eq(supportTickets.userId, id));
    await tx.delete(notifications).where(eq(notifications.userId, id));
    await eraseWorkOf(tx, id);
    await deleteSessionsOfUser(tx, id);
    await recordAudit(tx, { actorId, action: 'delete_user', targetType: 'user', targetId: id, after: { deleted: true } });
    return removed;
  });
  await removeStoredFiles(deps.storage, docs);
}

/** A live member by phone, locked for the transaction, or a 404 naming the phone nobody has. */
async function lockMemberByPhone(tx: Tx, phone: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(and(eq(users.phone, phone), isNull(users.deletedAt))).limit(1).for('update');
  if (!row) throw AppError.notFound(messages.admin.noMemberWithPhone(phone));
  return row;
}

/** Serialises changes to the referral tree: a loop can close through any pair of edges, not only two that share a member. */
const REFERRAL_TREE_LOCK = 7264102;

/**
 * POST /auth/setReferral: links a referred member to a referrer. Refuses unknown phones,
 * self-referral and loops (the referrer is somewhere below the referred member in the tree).
 * The check and the change happen in one transaction that holds the referral-tree lock, so two
 * assignments at once cannot close a loop between them (DESIGN §9: no check-then-act).
 */
export async function assignReferral(deps: AdminDeps, actorId: string, input: { referrerPhone: string; referredPhone: string }) {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERRAL_TREE_LOCK})`);
    const referrer = await lockMemberByPhone(tx, input.referrerPhone);
    const referred = await lockMemberByPhone(tx, input.referredPhone);
    if (referrer.id === referred.id) throw AppError.badRequest(messages.admin.selfReferral);
    // Both drivers answer raw SQL with `{ rows }`.
    const chain = (await tx.execute(sql`
      with recursive up(id, referred_by, depth) as (
        select id, referred_by, 0 from users where id = ${referrer.id}
        union all
        select u.id, u.referred_by, up.depth + 1 from users u join up on u.id = up.referred_by where up.depth < 1000
      )
      select id from up where id = ${referred.id}`)) as unknown as { rows: { id: string }[] };
    if (chain.rows.length > 0) throw AppError.badRequest(messages.admin.referralLoop);
    await tx.update(users).set({ referredBy: referrer.id, updatedAt: new Date() }).where(eq(users.id, referred.id));
    await recordAudit(tx, {
      actorId,
      action: 'set_referral',
      targetType: 'user',
      targetId: referred.id,
      before: { referredBy: referred.referredBy },
      after: { referredBy: referrer.id },
    });
  });
}
