import { json, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A read model of each member's API record (docs/decisions/043): the view columns, documents and
 * referrer's name as PostgreSQL's JSON, written by triggers on `users` and `documents` in the
 * transaction that changes them (migration 0037), so `GET /auth/getuser` and the admin member list
 * read one row by key instead of building it on every request. Never written by the app.
 */
export const memberViews = pgTable('member_views', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  view: json('view').notNull(),
});
