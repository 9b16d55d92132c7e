import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.js';
import { hashPassword } from '../../platform/passwords.js';
import { deleteSessionsOfUser } from '../auth/sessions.repo.js';
import { generateReferralCode } from './referral-code.js';
import { countAdmins, findUserByEmailOrPhone, insertUser } from './users.repo.js';
import { users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

export type NewAdmin = { name: string; email: string; phone: string; password: string };

/**
 * Makes an admin: a new account, or an existing member (found by email or phone) promoted and
 * given the new password. Promotion revokes the member's sessions (DESIGN §9: role change).
 */
export async function createAdmin(db: Db, input: NewAdmin): Promise<{ id: string; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing =
      (await findUserByEmailOrPhone(tx, input.email)) ??
      (await findUserByEmailOrPhone(tx, input.phone));
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'Admin', isAdminApproved: true, passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
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
      referralCode: await generateReferralCode(tx),
    });
    return { id: row.id, created: true };
  });
}

/** On start: create the configured first admin when there is no admin at all. */
export async function ensureFirstAdmin(db: Db, admin: NewAdmin | null, log: FastifyBaseLogger) {
  if ((await countAdmins(db)) > 0) return;
  if (!admin) {
    log.warn('No admin exists and ADMIN_EMAIL/ADMIN_PHONE/ADMIN_PASSWORD are not set: run `npm run create-admin`');
    return;
  }
  await createAdmin(db, admin);
  log.info({ email: admin.email }, 'first admin created');
}
