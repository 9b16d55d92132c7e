import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ConsentAnswer } from '@sevak/shared';
import { users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { recordAudit } from '../audit/index.js';

type Consents = Omit<ConsentAnswer, 'success' | 'message'>;

const consentColumns = {
  noticeVersion: users.noticeVersion,
  noticeAcceptedAt: users.noticeAcceptedAt,
  marketingConsent: users.marketingConsent,
  marketingConsentAt: users.marketingConsentAt,
};

function consentsOf(row: {
  noticeVersion: string | null;
  noticeAcceptedAt: Date | null;
  marketingConsent: boolean;
  marketingConsentAt: Date | null;
}): Consents {
  return {
    noticeVersion: row.noticeVersion,
    noticeAcceptedAt: row.noticeAcceptedAt?.toISOString() ?? null,
    marketingConsent: row.marketingConsent,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
  };
}

async function readConsents(db: Db, userId: string): Promise<Consents> {
  const [row] = await db.select(consentColumns).from(users).where(eq(users.id, userId));
  return consentsOf(row!);
}

/**
 * Writes one consent change with its audit row, in one transaction — only when `differs` holds for
 * the member's row: saying the same again (or the same request racing itself; the row lock orders
 * them) keeps the first time and writes no second audit row. Answers the consents as they stand.
 */
async function changeConsent(
  db: Db,
  userId: string,
  change: {
    set: PgUpdateSetSource<typeof users>;
    differs: SQL | undefined;
    action: 'accept_privacy_notice' | 'set_marketing_consent';
    after: Record<string, unknown>;
  },
): Promise<Consents> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...change.set, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), change.differs))
      .returning(consentColumns);
    if (!row) return null;
    await recordAudit(tx, {
      actorId: userId,
      action: change.action,
      targetType: 'user',
      targetId: userId,
      after: change.after,
    });
    return consentsOf(row);
  });
  return changed ?? readConsents(db, userId);
}

/**
 * PUT /auth/privacy-notice: the member accepts the notice of `version` (the schema has checked it is
 * the current one), stored with the time and audited — once (changeConsent).
 */
export function acceptNotice(db: Db, userId: string, version: string): Promise<Consents> {
  return changeConsent(db, userId, {
    set: { noticeVersion: version, noticeAcceptedAt: sql`now()` },
    differs: or(isNull(users.noticeVersion), ne(users.noticeVersion, version)),
    action: 'accept_privacy_notice',
    after: { noticeVersion: version },
  });
}

/**
 * PUT /auth/marketing-consent: give or withdraw consent to marketing messages, with the time,
 * audited — only a change (changeConsent).
 */
export function setMarketingConsent(db: Db, userId: string, consent: boolean): Promise<Consents> {
  return changeConsent(db, userId, {
    set: { marketingConsent: consent, marketingConsentAt: sql`now()` },
    differs: ne(users.marketingConsent, consent),
    action: 'set_marketing_consent',
    after: { marketingConsent: consent },
  });
}
