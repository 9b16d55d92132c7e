import { messages } from '@sevak/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { lockLiveMemberByPhone } from './members.repo.js';

/** A live member by phone, locked for the rest of the transaction; 404 naming the phone when there is none. */
export async function lockMemberByPhone(tx: Tx, phone: string): Promise<UserRow> {
  const row = await lockLiveMemberByPhone(tx, phone);
  if (!row) throw new AppError('PHONE_NOT_FOUND', messages.admin.noMemberWithPhone(phone));
  return row;
}
