import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../src/db/schema/index.js';
import type { Db } from '../src/platform/db.js';
import { createMember, signIn, type TestMember } from './app.js';
import { makePhoto } from './images.js';

let photo: Buffer | undefined;
/** One small photo for every upload of a test file (making one costs ~100 ms). */
export async function samplePhoto() {
  photo ??= await makePhoto({ width: 800, height: 600 });
  return photo;
}

/** A multipart form of files (and fields) as the web app sends it. */
export function filesForm(files: Record<string, Buffer>, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, new Blob([v], { type: 'image/jpeg' }), `${k}.jpg`);
  return form;
}

/** PUT /auth/updateUserProfile: both Aadhaar sides, as the signed-in member. */
export async function uploadAadhaar(app: FastifyInstance, cookie: string, userId: string, image?: Buffer) {
  const bytes = image ?? (await samplePhoto());
  return app.inject({
    method: 'PUT',
    url: '/api/auth/updateUserProfile',
    headers: { cookie },
    payload: filesForm({ frontAadhar: bytes, backAadhar: bytes }, { userId }),
  });
}

/**
 * A member with Aadhaar images and a profile picture uploaded through the API (before approval,
 * so they are the current ones), then approved by `admin` when given (fee unpaid: `allowUnpaid`,
 * which approval asks for while the fee is unpaid; ignored where it is not known); `fields`
 * go to its row.
 */
export async function memberWithDocuments(
  app: FastifyInstance,
  db: Db,
  admin?: { cookie: string },
  fields: Parameters<typeof createMember>[1] = {},
): Promise<TestMember & { cookie: string }> {
  const member = await createMember(db, fields);
  const { cookie } = await signIn(app, member);
  const aadhaar = await uploadAadhaar(app, cookie, member.id);
  if (aadhaar.statusCode !== 200) throw new Error(`upload failed: ${aadhaar.body}`);
  const picture = await app.inject({
    method: 'PUT',
    url: `/api/auth/updateUser/${member.id}`,
    headers: { cookie },
    payload: filesForm({ profilePic: await samplePhoto() }),
  });
  if (picture.statusCode !== 200) throw new Error(`profile picture failed: ${picture.body}`);
  if (admin) {
    const approved = await app.inject({
      method: 'PUT',
      url: '/api/auth/approveUser',
      headers: { cookie: admin.cookie },
      payload: { userId: member.id, allowUnpaid: true },
    });
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  }
  return { ...member, cookie };
}

/** A member's document rows (current and pending). */
export function documentsOf(db: Db, userId: string) {
  return db.select().from(documents).where(eq(documents.userId, userId));
}

/** Where the local store keeps a key's file (DATA_DIR/uploads/<key>). */
export function storedFile(app: FastifyInstance, key: string) {
  return path.join(app.config.DATA_DIR, 'uploads', key);
}

export function isStored(app: FastifyInstance, key: string) {
  return existsSync(storedFile(app, key));
}

/** Makes a stored file look written `ms` ago (the sweeper judges files by age). */
export function ageStoredFile(app: FastifyInstance, key: string, ms: number) {
  const at = new Date(Date.now() - ms);
  utimesSync(storedFile(app, key), at, at);
}
