import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Address, Language, Role } from '@sevak/shared';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    businessCategory: text('business_category')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessDetails: text('business_details'),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id),
    role: text('role').$type<Role>().notNull().default('User'),
    isAdminApproved: boolean('is_admin_approved').notNull().default(false),
    paymentVerified: boolean('payment_verified').notNull().default(false),
    /** Set for an account created with a password others know (the built-in first admin): it must be changed at first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    fcmToken: text('fcm_token'),
    /** The language of the member's emails, push and own documents: their last choice in the app. */
    language: text('language').$type<Language>().notNull().default('en'),
    /**
     * The privacy notice the member last accepted (DPDP Act 2023 §5–6): its version and
     * when. Null for accounts made before notices were versioned; a member whose version is not the
     * current one is asked to read and accept it.
     */
    noticeVersion: text('notice_version'),
    noticeAcceptedAt: timestamp('notice_accepted_at', { withTimezone: true }),
    /** Separate, optional consent to marketing messages, and when it was last given or withdrawn. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /** When the member proved the phone is theirs (a code sent to it); null again when the number changes. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /**
     * A provider's GSTIN (optional; its state code matches their address): their job invoices are
     * then tax invoices, and TCS is collected (docs/decisions/041).
     */
    gstin: text('gstin'),
    /** The Income-tax s.194-O(4) exemption an admin granted (audited), and why; null: TDS is deducted. */
    tdsExemptAt: timestamp('tds_exempt_at', { withTimezone: true }),
    tdsExemptReason: text('tds_exempt_reason'),
    /** When an admin approved the member (first approval). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * When the current Aadhaar images were verified (approval, or an admin accepting new ones);
     * the retention purge deletes them DOCUMENT_RETENTION_DAYS later (docs/contract.md §9).
     */
    aadhaarVerifiedAt: timestamp('aadhaar_verified_at', { withTimezone: true }),
    /** When the retention purge deleted the verified Aadhaar images (null while they are kept). */
    aadhaarPurgedAt: timestamp('aadhaar_purged_at', { withTimezone: true }),
    /** Review totals kept with the provider (in the review's transaction): rating = sum / count. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * What service search matches (name, business, details, categories, city, state), kept by the
     * database itself: a trigger (migration 0006) fills it on every insert and update.
     */
    searchDocument: tsvector('search_document'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt, t.id),
    // A member's team (GET /team): whom they referred, newest first.
    index('users_referred_by_idx').on(t.referredBy, t.createdAt, t.id),
    // The retention purge's candidates: verified Aadhaar images not yet purged.
    index('users_aadhaar_due_idx')
      .on(t.aadhaarVerifiedAt)
      .where(sql`${t.aadhaarPurgedAt} is null`),
    index('users_search_document_idx').using('gin', t.searchDocument),
    // Service search: categories by containment, places by city, providers by rating.
    index('users_business_category_idx').using('gin', t.businessCategory),
    index('users_city_idx').on(sql`lower(${t.address}->>'city')`),
    index('users_state_idx').on(sql`lower(${t.address}->>'state')`),
    // A place searched by pincode, or by district (the district's pincodes).
    index('users_pincode_idx').on(sql`(${t.address}->>'pincode')`),
    index('users_rating_idx').on(
      sql`(case when ${t.reviewCount} > 0 then ${t.ratingSum}::float8 / ${t.reviewCount} else 0 end) desc`,
      sql`${t.reviewCount} desc`,
      sql`${t.id} desc`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
/** A member as code reads them: every column but the search document, which only search reads (in SQL). */
export type MemberRow = Omit<UserRow, 'searchDocument'>;
export type NewUserRow = typeof users.$inferInsert;
