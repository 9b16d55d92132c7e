import type { AdminStats } from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { readAdminStats } from './stats.repo.js';

/** The admin dashboard's numbers (GET /admin/stats); the database counts them in India's days and months. */
export function loadAdminStats(db: DbOrTx): Promise<AdminStats> {
  return readAdminStats(db);
}
