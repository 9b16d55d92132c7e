import { and, eq, inArray } from 'drizzle-orm';
import { documents, type DocumentRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export type NewDocument = Omit<DocumentRow, 'id' | 'createdAt'>;

export async function findDocumentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function findDocumentsOfUsers(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: documents.id, userId: documents.userId, slot: documents.slot })
    .from(documents)
    .where(inArray(documents.userId, userIds));
}

export async function findDocumentsOfUser(db: DbOrTx, userId: string, slots: string[]) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.slot, slots)));
}

export async function insertDocuments(db: DbOrTx, rows: NewDocument[]) {
  if (rows.length === 0) return [];
  return db.insert(documents).values(rows).returning();
}

export async function deleteDocuments(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(documents).where(inArray(documents.id, ids));
}
