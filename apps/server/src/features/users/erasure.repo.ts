import { sql } from 'drizzle-orm';
import { shortName } from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { deleteExportsOfUser } from '../data-export/index.js';

/** What stands where an erased member's name, email or phone was written into someone else's record. */
export const ERASED_NAME = 'A member';
const ERASED = '(erased)';

/** Who is being erased: what other records may have written down about them. */
export type ErasedPerson = { id: string; name: string; email: string; phone: string };

/**
 * `column` of `table` (text, or jsonb as its text) with the person's name (in full, or short as
 * shortName writes it), email and phone replaced wherever written. In jsonb only a name without JSON escapes can be found, so the
 * replacement never breaks the JSON (it has none either).
 */
async function redact(tx: DbOrTx, table: string, column: string, person: ErasedPerson, jsonb = false) {
  const target = sql.raw(`"${column}"`);
  const asText = jsonb ? sql`${target}::text` : target;
  // The full name first, then the short one the wallet and notifications use ('Zubeida Q.').
  const short = shortName(person.name);
  const replaced = sql`replace(replace(replace(replace(${asText}, ${person.name}, ${ERASED_NAME}), ${short}, ${ERASED_NAME}), ${person.email}, ${ERASED}), ${person.phone}, ${ERASED})`;
  const mentions = [person.name, short, person.email, person.phone].map((text) => sql`${asText} like ${`%${text}%`}`);
  await tx.execute(sql`
    update ${sql.raw(`"${table}"`)} set ${target} = ${jsonb ? sql`(${replaced})::jsonb` : replaced}
    where ${sql.join(mentions, sql` or `)}`);
}

/**
 * The traces of a member that the erasure of their own rows leaves elsewhere (DPDP Act 2023 §12;
 * docs/decisions/024), in the erasure's transaction:
 * - the audit log's before/after of entries about them: every text value becomes '(erased)'
 *   (which fields changed, and flags and amounts, stay); their name, email or phone in entries about
 *   other records is replaced;
 * - notifications (other members', admins') and the ledger's descriptions (a referrer's "<friend>
 *   joined with your referral") that name them say 'A member'; the ledger allows this one
 *   change, and only inside an erasure (migration 0019);
 * - mail and SMS/WhatsApp messages to them (the outbox, the texts) are deleted, and those about
 *   them redacted;
 * - the admins' remarks about them are deleted, and the answers kept for their keyed requests;
 * - e-KYC submissions no payout used are deleted; on those a payout used (payment records the law
 *   keeps, with the bank account and PAN encrypted) the holder's name is erased;
 * - their "My data" exports are deleted: returns the storage keys of their ZIPs, for the caller to
 *   remove once the erasure commits.
 */
export async function eraseTracesOf(tx: DbOrTx, person: ErasedPerson): Promise<string[]> {
  await tx.execute(sql`
    update audit_log set
      before = (select jsonb_object_agg(key, case when jsonb_typeof(value) in ('string', 'array', 'object')
                 then to_jsonb(${ERASED}::text) else value end) from jsonb_each(before)),
      after = (select jsonb_object_agg(key, case when jsonb_typeof(value) in ('string', 'array', 'object')
                 then to_jsonb(${ERASED}::text) else value end) from jsonb_each(after))
    where target_type = 'user' and target_id = ${person.id}`);
  await redact(tx, 'audit_log', 'before', person, true);
  await redact(tx, 'audit_log', 'after', person, true);
  await redact(tx, 'notifications', 'title', person);
  await redact(tx, 'notifications', 'body', person);
  await tx.execute(sql`select set_config('sevak.erasure', 'on', true)`);
  await redact(tx, 'ledger_transfers', 'description', person);
  await tx.execute(sql`select set_config('sevak.erasure', 'off', true)`);
  await tx.execute(sql`delete from outbox where lower("to") = lower(${person.email}) or "to" = ${person.phone}`);
  await tx.execute(sql`delete from texts where user_id = ${person.id} or to_phone = ${person.phone}`);
  await redact(tx, 'texts', 'vars', person, true);
  await redact(tx, 'outbox', 'subject', person);
  await redact(tx, 'outbox', 'text', person);
  await tx.execute(sql`delete from remarks where user_id = ${person.id}`);
  await tx.execute(sql`delete from idempotency_keys where actor_id = ${person.id}`);
  await tx.execute(sql`
    delete from ekyc_submissions e where e.user_id = ${person.id}
      and not exists (select 1 from withdrawals w where w.ekyc_id = e.id)`);
  await tx.execute(sql`update ekyc_submissions set account_holder_name = ${ERASED} where user_id = ${person.id}`);
  return deleteExportsOfUser(tx, person.id);
}
