import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DataExportStatus } from '@sevak/shared';
import { users } from './users.js';

/**
 * A member's "My data" exports (DPDP Act 2023 §11): a ZIP the job queue builds, kept
 * encrypted in the documents' storage under `file_key` until `expires_at` (ready + 24 h), then
 * removed. At most one queued or running per member — a partial unique index, so requests at
 * once cannot start two.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    /** 0–100, as the job moves through the member's records. */
    progress: integer('progress').notNull().default(0),
    /** The ZIP in storage (encrypted); null until ready and again once removed at expiry. */
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Why a build failed, in words for logs and admins (never personal data). */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('data_exports_one_in_progress_key')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    // The expiry sweep: ready exports whose file is still kept.
    index('data_exports_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.fileKey} is not null`),
    // The orphan sweeper asks which stored keys a row still references.
    uniqueIndex('data_exports_file_key').on(t.fileKey),
    check('data_exports_status_check', sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
    check('data_exports_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
