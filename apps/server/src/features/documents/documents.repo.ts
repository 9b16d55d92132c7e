import { and, eq, inArray, or } from 'drizzle-orm';
import type { DocumentState } from '@sevak/shared';
import { documents, type DocumentRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export type NewDocument = Omit<DocumentRow, 'id' | 'createdAt' | 'state'> & { state?: DocumentState };

export async function findDocumentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function findDocumentsOfUsers(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: documents.id, userId: documents.userId, slot: documents.slot, state: documents.state, createdAt: documents.createdAt })
    .from(documents)
    .where(inArray(documents.userId, userIds));
}

export async function findDocumentsOfUser(db: DbOrTx, userId: string, slots: readonly string[], state: DocumentState = 'current') {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.slot, [...slots]), eq(documents.state, state)));
}

/** Which of these storage keys a document (current or pending) still references. */
export async function findReferencedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: documents.storageKey, thumbKey: documents.thumbKey })
    .from(documents)
    .where(or(inArray(documents.storageKey, keys), inArray(documents.thumbKey, keys)));
  return new Set(rows.flatMap((r) => [r.storageKey, r.thumbKey]));
}

export async function insertDocuments(db: DbOrTx, rows: NewDocument[]) {
  if (rows.length === 0) return [];
  return db.insert(documents).values(rows).returning();
}

export async function deleteDocuments(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(documents).where(inArray(documents.id, ids));
}

/** A member's erasure: every document of theirs goes; the rows, whose files are then removed. */
export async function deleteDocumentsOfUser(tx: DbOrTx, userId: string) {
  return tx.delete(documents).where(eq(documents.userId, userId)).returning();
}
