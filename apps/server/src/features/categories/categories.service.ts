import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { CategoryList } from '@sevak/shared';
import type { Db } from '../../platform/db.js';
import { CATEGORY_NAMES, HINDI_NAMES, TAX_OF_CATEGORY } from './category-names.js';
import {
  countCategories,
  fillHindiNames,
  insertCategoryNames,
  listCategories,
  refreshSearchDocuments,
} from './categories.repo.js';

const STARTING = CATEGORY_NAMES.map((name) => ({ name, hindiName: HINDI_NAMES[name]!, ...TAX_OF_CATEGORY.get(name)! }));

/**
 * Seeds the 146 categories, with their Hindi names, into an empty table; afterwards admins own the
 * list. A list seeded before the Hindi names gets them here, at the next start: each
 * starting category still under its English name and without a Hindi one, and so the search
 * documents of the members offering it. Returns how many categories were seeded.
 */
export async function seedCategories(db: Db): Promise<number> {
  if ((await countCategories(db)) > 0) {
    await db.transaction(async (tx) => refreshSearchDocuments(tx, await fillHindiNames(tx, STARTING)));
    return 0;
  }
  await insertCategoryNames(db, STARTING);
  return STARTING.length;
}

export type CachedCategories = { body: Buffer; gzip: Buffer; brotli: Buffer; etag: string };

/**
 * The category list is read on every page that shows a picker and changes rarely, so each
 * instance keeps the serialized (and pre-compressed) answer for a short time. Writes on this
 * instance clear it at once; other instances catch up within `ttlMs`.
 */
export function createCategoryCache(db: Db, ttlMs = 30_000) {
  let cached: { value: CachedCategories; at: number } | undefined;
  let loading: Promise<CachedCategories> | undefined;

  async function load(): Promise<CachedCategories> {
    const rows = await listCategories(db);
    const list: CategoryList = {
      categories: rows.map((r) => ({ _id: r.id, categoryName: r.name, hindiName: r.hindiName })),
    };
    const body = Buffer.from(JSON.stringify(list));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, gzip: gzipSync(body), brotli: brotliCompressSync(body), etag };
  }

  return {
    /** The fresh answer, or undefined when it must be loaded (no promise on the hot path). */
    peek(): CachedCategories | undefined {
      return cached && Date.now() - cached.at < ttlMs ? cached.value : undefined;
    },
    load(): Promise<CachedCategories> {
      loading ??= load()
        .then((value) => {
          cached = { value, at: Date.now() };
          return value;
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type CategoryCache = ReturnType<typeof createCategoryCache>;
