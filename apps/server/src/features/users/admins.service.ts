import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { adminMessages } from '@sevak/shared';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { deleteSessionsOfUser } from '../../platform/sessions.js';
import { generateReferralCode, countAdmins, findUserByEmailOrPhone, insertUser } from '../members/index.js';
import { findAdmins, lockAdmins, setRole } from './admins.repo.js';

export type NewAdmin = { name: string; email: string; phone: string; password: string };

/**
 * Makes an admin: a new account, or an existing member (found by email or phone) promoted and
 * given the new password. Promotion revokes the member's sessions (docs/contract.md §9: role change).
 * `mustChangePassword`: the password is one others know, to be replaced at first sign-in.
 */
export async function createAdmin(
  db: Db,
  input: NewAdmin,
  mustChangePassword = false,
): Promise<{ id: string; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockAdminCreation(tx);
    return makeAdmin(tx, input, passwordHash, mustChangePassword);
  });
}

/** The advisory lock admin creations take, one at a time (a new admin is looked up, then inserted). */
const ADMIN_CREATION_LOCK = 0x736576616b61646dn;

function lockAdminCreation(tx: DbOrTx) {
  return tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CREATION_LOCK.toString()}::bigint)`);
}

async function makeAdmin(tx: DbOrTx, input: NewAdmin, passwordHash: string, mustChangePassword: boolean) {
  const existing = (await findUserByEmailOrPhone(tx, input.email)) ?? (await findUserByEmailOrPhone(tx, input.phone));
  if (existing) {
    await setRole(tx, existing.id, { role: 'Admin', isAdminApproved: true, passwordHash, mustChangePassword });
    await deleteSessionsOfUser(tx, existing.id);
    return { id: existing.id, created: false };
  }
  const row = await insertUser(tx, {
    name: input.name,
    email: input.email.trim(),
    phone: input.phone,
    passwordHash,
    role: 'Admin',
    isAdminApproved: true,
    mustChangePassword,
    referralCode: await generateReferralCode(tx),
  });
  return { id: row.id, created: true };
}

/**
 * On start: create the configured first admin when there is no admin at all. Its password is
 * written in the README or in the environment, so it must be changed at the first sign-in.
 */
export async function ensureFirstAdmin(db: Db, admin: NewAdmin | null, log: FastifyBaseLogger) {
  if ((await countAdmins(db)) > 0) return;
  if (!admin) {
    log.warn('No admin exists and ADMIN_EMAIL/ADMIN_PHONE/ADMIN_PASSWORD are not set: run `npm run create-admin`');
    return;
  }
  const passwordHash = await hashPassword(admin.password);
  // Several instances may start at once: the first to take the lock makes the admin,
  // the others then find one.
  const created = await db.transaction(async (tx) => {
    await lockAdminCreation(tx);
    if ((await countAdmins(tx)) > 0) return false;
    await makeAdmin(tx, admin, passwordHash, true);
    return true;
  });
  if (!created) return;
  log.info(
    'first admin created from ADMIN_EMAIL/ADMIN_PHONE (or the README defaults); its password must be changed at the first sign-in',
  );
}

/** GET /admin/admins: every live admin, oldest first. */
export async function listAdmins(db: DbOrTx) {
  const admins = await findAdmins(db);
  return admins.map((a) => ({
    _id: a.id,
    name: a.name,
    email: a.email,
    phone: a.phone,
    createdAt: a.createdAt.toISOString(),
  }));
}

/**
 * POST /admin/admins: makes a member an admin (approved too). Their sessions end, so the next
 * sign-in gets the admin session policy (docs/contract.md §9: role change).
 */
export async function promoteToAdmin(db: Db, actorId: string, emailOrPhone: string) {
  return db.transaction(async (tx) => {
    const member = await findUserByEmailOrPhone(tx, emailOrPhone);
    if (!member) throw AppError.onField('MEMBER_NOT_FOUND', 'emailOrPhone', adminMessages.noMemberFound);
    if (member.role === 'Admin') throw AppError.onField('ALREADY_ADMIN', 'emailOrPhone', adminMessages.alreadyAdmin);
    await setRole(tx, member.id, { role: 'Admin', isAdminApproved: true });
    await deleteSessionsOfUser(tx, member.id);
    await recordAudit(tx, {
      actorId,
      action: 'promote_admin',
      targetType: 'user',
      targetId: member.id,
      before: { role: member.role, isAdminApproved: member.isAdminApproved },
      after: { role: 'Admin', isAdminApproved: true },
    });
    return member;
  });
}

/**
 * DELETE /admin/admins/{id}: the admin becomes an ordinary (approved) member and is signed out.
 * Never yourself, never the last admin — checked under a lock on the admin rows, so two admins
 * removing each other at once cannot leave none.
 */
export async function demoteAdmin(db: Db, actorId: string, id: string) {
  if (id === actorId) throw new AppError('CANNOT_DEMOTE_SELF', adminMessages.cannotDemoteSelf);
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = admins.find((a) => a.id === id);
    if (!target) throw new AppError('ADMIN_NOT_FOUND', adminMessages.notAnAdmin);
    if (admins.length <= 1) throw new AppError('LAST_ADMIN', adminMessages.lastAdmin);
    await setRole(tx, id, { role: 'User' });
    await deleteSessionsOfUser(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'demote_admin',
      targetType: 'user',
      targetId: id,
      before: { role: 'Admin' },
      after: { role: 'User' },
    });
    return target;
  });
}
