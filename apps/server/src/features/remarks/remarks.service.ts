import { messages } from '@sevak/shared';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/index.js';
import { findUserById } from '../members/index.js';
import { deleteRemarkRow, findRemarksOfUser, insertRemark, updateRemarkStatus } from './remarks.repo.js';

/** A member's remark checklist (admin), in the spec's shape: the completion state as a list of {userId, is_completed}. */
export async function listRemarks(db: DbOrTx, userId: string) {
  const rows = await findRemarksOfUser(db, userId);
  return rows.map((r) => ({
    _id: r.id,
    remark: r.remark,
    userStatus: [{ userId: r.userId, is_completed: r.isCompleted }],
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Adds a remark to a member's checklist, audited; answers the whole list. */
export async function addRemark(db: Db, actorId: string, input: { userId: string; remark: string }) {
  if (!(await findUserById(db, input.userId))) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
  await db.transaction(async (tx) => {
    const row = await insertRemark(tx, { userId: input.userId, remark: input.remark, createdBy: actorId });
    await recordAudit(tx, {
      actorId,
      action: 'create_remark',
      targetType: 'remark',
      targetId: row.id,
      after: { userId: row.userId },
    });
  });
  return listRemarks(db, input.userId);
}

/** Ticks or unticks a member's remark, audited; 404 when the member has no such remark. */
export async function setRemarkStatus(
  db: Db,
  actorId: string,
  remarkId: string,
  input: { userId: string; is_completed: boolean },
) {
  await db.transaction(async (tx) => {
    const row = await updateRemarkStatus(tx, remarkId, input.userId, input.is_completed);
    if (!row) throw new AppError('REMARK_NOT_FOUND', messages.remarks.notFound);
    await recordAudit(tx, {
      actorId,
      action: 'update_remark_status',
      targetType: 'remark',
      targetId: row.id,
      after: { is_completed: input.is_completed },
    });
  });
}

/** Deletes a remark, audited; 404 when there is none. */
export async function deleteRemark(db: Db, actorId: string, remarkId: string) {
  await db.transaction(async (tx) => {
    const row = await deleteRemarkRow(tx, remarkId);
    if (!row) throw new AppError('REMARK_NOT_FOUND', messages.remarks.notFound);
    await recordAudit(tx, {
      actorId,
      action: 'delete_remark',
      targetType: 'remark',
      targetId: row.id,
      before: { userId: row.userId },
    });
  });
}
