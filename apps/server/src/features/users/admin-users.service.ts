import { eraseInvoiceParties } from '../invoices/index.js';
import { queueText } from '../texts/index.js';
import { randomBytes } from 'node:crypto';
import { aadhaarMessages, messages, normalizeAadhaar, paiseToRupees, type User } from '@sevak/shared';
import type { MemberRow, UserRow } from '../../db/schema/index.js';
import type { Cipher } from '../../platform/crypto.js';
import type { Db, Tx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { deleteSessionsOfUser } from '../../platform/sessions.js';
import type { Storage } from '../../platform/storage.js';
import { recordAudit } from '../audit/index.js';
import { deleteDocumentsOfUser, removeStoredFiles } from '../documents/index.js';
import { deleteNotificationsOfUser, notices, notify } from '../notifications/index.js';
import { deleteTicketsOfUser } from '../support/index.js';
import { eraseWorkOf } from '../work/index.js';
import { deleteServicesOfUser } from '../rate-card/index.js';
import { deleteAvailabilityOfUser } from '../availability/index.js';
import { eraseTracesOf } from './erasure.repo.js';
import { rewardReferrer } from '../referrals/index.js';
import {
  approveIfEligible,
  eraseMemberRow,
  findApprovalState,
  findMembers,
  isInReferralChain,
  lockReferralTree,
  type MemberFilters,
} from './admin-users.repo.js';
import {
  findUserById,
  loadUserView,
  lockMemberByPhone,
  maskAadhaar,
  referrerOf,
  toUserView,
  updateUserRow,
} from '../members/index.js';

/** referralRewardPaise: REFERRAL_REWARD_PAISE (an approval or a late referral may credit it). */
export type AdminDeps = { db: Db; aadhaarCipher: Cipher; referralRewardPaise: number };

async function requireMember(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
  return row;
}

/**
 * GET /auth/getUserById/{id}: an admin sees any member's record (the full Aadhaar number,
 * audited); a member only their own, masked (403 for anyone else's).
 */
export async function getMemberRecord(deps: AdminDeps, viewer: MemberRow, id: string): Promise<User> {
  if (viewer.role === 'Admin') return getMemberForAdmin(deps, viewer.id, id);
  if (viewer.id !== id) throw new AppError('FORBIDDEN', messages.common.forbidden);
  return loadUserView(deps.db, viewer);
}

/** GET /auth/getAllUser (admin): members filtered, sorted and keyset-paged in the database, each with documents and referrer. */
export async function listMembers(db: Db, q: MemberFilters & { cursor?: string | undefined; limit: number }) {
  const byName = q.sort === 'az' || q.sort === 'za';
  const rows = await findMembers(db, q, pageRequest(q, byName ? 'text' : 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.sortKey, id: row.member.id }));
  const views = items.map(({ member, walletPaise }) => ({
    ...toUserView(member, referrerOf(member, member.referrerName), member.docs),
    walletBalance: paiseToRupees(walletPaise),
  }));
  return { users: views, nextCursor };
}

/**
 * A member's record for an admin who opens it: the full Aadhaar number is shown only here, and
 * every such opening is audited (docs/contract.md §9).
 */
async function getMemberForAdmin(deps: AdminDeps, actorId: string, id: string): Promise<User> {
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
 * already approved (nothing to do: the route answers as the first approval did), or unpaid (409).
 */
export async function approveMember(
  deps: AdminDeps,
  actorId: string,
  input: { userId: string; allowUnpaid?: boolean | undefined },
) {
  const id = input.userId;
  const allowUnpaid = input.allowUnpaid === true;
  await deps.db.transaction(async (tx) => {
    const row = await approveIfEligible(tx, id, allowUnpaid);
    if (!row) {
      const member = await findApprovalState(tx, id);
      if (!member || member.deletedAt) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
      if (member.isAdminApproved) return;
      throw new AppError('FEE_UNPAID', messages.admin.unpaid);
    }
    await recordAudit(tx, {
      actorId,
      action: 'approve_user',
      targetType: 'user',
      targetId: id,
      before: { isAdminApproved: false, paymentVerified: row.paymentVerified },
      after: { isAdminApproved: true, ...(row.paymentVerified ? {} : { approvedUnpaid: true }) },
    });
    await notify(tx, id, { notice: notices.accountApproved(), link: '/' });
    await queueText(tx, { userId: id, template: 'accountApproved', vars: {}, dedupeKey: `approved:${id}` });
    await rewardReferrer(tx, deps.referralRewardPaise, { ...row, isAdminApproved: true });
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
  if (!digits) throw AppError.onField('AADHAAR_INVALID', 'aadharNumber', aadhaarMessages.invalid);
  const before = await requireMember(deps.db, input.userId);
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, input.userId, {
      permanentAddress: input.permanentAddress,
      aadhaarNumberEncrypted: deps.aadhaarCipher.encrypt(Buffer.from(digits)).toString('base64'),
      aadhaarLast4: digits.slice(8),
      updatedAt: new Date(),
    });
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
 * Erases a live member inside `tx` (docs/contract.md §9, §12): personal data and documents go, the
 * traces others' records keep of them are erased (erasure.repo.ts), payments and the ledger stay;
 * their sessions end. The audit row names the record only, so the trail keeps no personal data
 * either. Answers the documents' rows, whose files go after the commit; a 404 when no live member
 * has `id`.
 */
export async function eraseMember(tx: Tx, id: string, actorId: string) {
  const person = await eraseMemberRow(tx, id, `deleted:${randomBytes(16).toString('hex')}`);
  if (!person) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
  // Every document row first, with its keys: erasing traces deletes unused e-KYC submissions, whose
  // cascade would take their images' rows (bank proof, PAN) without returning their files.
  const removed = await deleteDocumentsOfUser(tx, id);
  const exportFiles = await eraseTracesOf(tx, person);
  await deleteTicketsOfUser(tx, id);
  await deleteNotificationsOfUser(tx, id);
  await eraseWorkOf(tx, id);
  await eraseInvoiceParties(tx, id, 'Deleted member');
  await deleteServicesOfUser(tx, id);
  await deleteAvailabilityOfUser(tx, id);
  await deleteSessionsOfUser(tx, id);
  await recordAudit(tx, {
    actorId,
    action: 'delete_user',
    targetType: 'user',
    targetId: id,
    after: { deleted: true, byMember: actorId === id },
  });
  // Their "My data" ZIPs are removed with the documents' files, once committed.
  return [...removed, ...exportFiles.map((key) => ({ storageKey: key, thumbKey: key }))];
}

/** DELETE /auth/deleteUser: an admin erases a member (never themselves here). */
export async function deleteMember(deps: AdminDeps & { storage: Storage }, actorId: string, id: string) {
  if (id === actorId) throw new AppError('CANNOT_DELETE_SELF', messages.admin.cannotDeleteSelf);
  const docs = await deps.db.transaction((tx) => eraseMember(tx, id, actorId));
  await removeStoredFiles(deps.storage, docs);
}

/** A live member by phone, locked for the transaction, or a 404 naming the phone nobody has. */

/**
 * POST /auth/setReferral: links a referred member to a referrer. Refuses unknown phones,
 * self-referral and loops (the referrer is somewhere below the referred member in the tree).
 * The check and the change happen in one transaction that holds the referral-tree lock, so two
 * assignments at once cannot close a loop between them (docs/contract.md §9: no check-then-act).
 */
export async function assignReferral(
  deps: AdminDeps,
  actorId: string,
  input: { referrerPhone: string; referredPhone: string },
) {
  await deps.db.transaction(async (tx) => {
    await lockReferralTree(tx);
    const referrer = await lockMemberByPhone(tx, input.referrerPhone);
    const referred = await lockMemberByPhone(tx, input.referredPhone);
    if (referrer.id === referred.id) throw new AppError('SELF_REFERRAL', messages.admin.selfReferral);
    if (await isInReferralChain(tx, referrer.id, referred.id))
      throw new AppError('REFERRAL_LOOP', messages.admin.referralLoop);
    await updateUserRow(tx, referred.id, { referredBy: referrer.id, updatedAt: new Date() });
    await recordAudit(tx, {
      actorId,
      action: 'set_referral',
      targetType: 'user',
      targetId: referred.id,
      before: { referredBy: referred.referredBy },
      after: { referredBy: referrer.id },
    });
    // The referred member's row is locked: already paid and approved means the reward is due now.
    await rewardReferrer(tx, deps.referralRewardPaise, { ...referred, referredBy: referrer.id });
  });
}
