import { messages } from '@sevak/shared';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/index.js';
import { findLatestMails } from './outbox.repo.js';

/** `enabled`: only the development mailbox (MAIL_PROVIDER=local) keeps mail bodies (docs/contract.md §2). */
export type OutboxDeps = { db: Db; enabled: boolean };

/**
 * The development mailbox (MAIL_PROVIDER=local): the latest mails, newest first,
 * optionally to one address. Reading it reveals codes, so every read is audited with the ids of
 * the mails shown. A deployment that sends mail keeps none: 404 there.
 */
export async function readDevMailbox(
  deps: OutboxDeps,
  actorId: string,
  query: { to?: string | undefined; limit: number },
) {
  if (!deps.enabled) throw new AppError('NO_DEV_MAILBOX', messages.admin.noDevMailbox);
  return deps.db.transaction(async (tx) => {
    const rows = await findLatestMails(tx, query);
    await recordAudit(tx, {
      actorId,
      action: 'read_outbox',
      targetType: 'outbox',
      targetId: 'development',
      after: { mailIds: rows.map((r) => r.id) },
    });
    return rows;
  });
}
