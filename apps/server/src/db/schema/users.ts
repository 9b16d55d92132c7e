import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Address, Role } from '@sevak/shared';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    address: jsonb('address').$type<Address>(),
    permanentAddress: text('permanent_address'),
    aadhaarNumberEncrypted: text('aadhaar_number_encrypted'),
    aadhaarLast4: text('aadhaar_last4'),
    businessCategory: text('business_category').array().notNull().default(sql`'{}'::text[]`),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessDetails: text('business_details'),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id),
    role: text('role').$type<Role>().notNull().default('User'),
    isAdminApproved: boolean('is_admin_approved').notNull().default(false),
    paymentVerified: boolean('payment_verified').notNull().default(false),
    fcmToken: text('fcm_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
