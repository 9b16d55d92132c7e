import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Role } from '@sevak/shared';
import { users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** Every live admin, oldest first. */
export async function findAdmins(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.role, 'Admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Every live admin, locked for the rest of the transaction (so two demotions at once cannot leave none). */
export async function lockAdmins(tx: DbOrTx) {
  return tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'Admin'), isNull(users.deletedAt)))
    .for('update');
}

/** Gives a member a role; an admin is approved too, and `passwordHash` (with `mustChangePassword`) replaces their password when given. */
export async function setRole(
  tx: DbOrTx,
  id: string,
  change: { role: Role; isAdminApproved?: true; passwordHash?: string; mustChangePassword?: boolean },
) {
  await tx
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, id));
}
