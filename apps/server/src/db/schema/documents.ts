import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocumentState } from '@sevak/shared';
import { users } from './users.js';
import { ekycSubmissions } from './withdrawals.js';

/**
 * Identity images (docs/contract.md §9): stored encrypted under random keys in private storage, served only
 * through GET /api/files/{id}. One current document per member and slot; a re-upload replaces it.
 * An approved member's new Aadhaar images wait as `pending` (at most one per slot) until an admin
 * accepts them (docs/decisions/007).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    /** An e-KYC image (bankProof, panCardfront, panCardback) belongs to its submission, not to a member slot. */
    ekycId: uuid('ekyc_id').references((): AnyPgColumn => ekycSubmissions.id, { onDelete: 'cascade' }),
    state: text('state').$type<DocumentState>().notNull().default('current'),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_user_slot_state_key')
      .on(t.userId, t.slot, t.state)
      .where(sql`${t.ekycId} is null`),
    uniqueIndex('documents_ekyc_slot_key').on(t.ekycId, t.slot),
    index('documents_user_idx').on(t.userId),
    // The orphan sweeper asks which stored keys a row still references.
    uniqueIndex('documents_storage_key').on(t.storageKey),
    uniqueIndex('documents_thumb_key').on(t.thumbKey),
    // Pending Approval's 'Aadhaar re-uploads' list.
    index('documents_pending_idx')
      .on(t.userId)
      .where(sql`${t.state} = 'pending'`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
