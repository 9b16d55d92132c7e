CREATE TABLE "member_views" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"view" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_views" ADD CONSTRAINT "member_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The member's API record as JSON (docs/decisions/043): the columns the record shows, the documents
-- and the referrer's name. The members' rows are locked first (an UPDATE of users holds them
-- already), and the record read after: of two transactions changing one member's record at once,
-- the later builds it once the earlier has committed, so the last one written is never stale.
CREATE FUNCTION "member_views_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "users" WHERE "users"."id" = ANY(ids) ORDER BY "users"."id" FOR NO KEY UPDATE;
  INSERT INTO "member_views" ("user_id", "view")
  SELECT "users"."id", json_build_object(
      'id', "users"."id",
      'name', "users"."name",
      'email', "users"."email",
      'phone', "users"."phone",
      'role', "users"."role",
      'address', "users"."address",
      'permanentAddress', "users"."permanent_address",
      'aadhaarLast4', "users"."aadhaar_last4",
      'businessCategory', "users"."business_category",
      'businessName', "users"."business_name",
      'businessAddress', "users"."business_address",
      'businessDetails', "users"."business_details",
      'gstin', "users"."gstin",
      'tdsExemptAt', "users"."tds_exempt_at",
      'tdsExemptReason', "users"."tds_exempt_reason",
      'referralCode', "users"."referral_code",
      'referredBy', "users"."referred_by",
      'isAdminApproved', "users"."is_admin_approved",
      'paymentVerified', "users"."payment_verified",
      'mustChangePassword', "users"."must_change_password",
      'language', "users"."language",
      'createdAt', "users"."created_at",
      'approvedAt', "users"."approved_at",
      'phoneVerifiedAt', "users"."phone_verified_at",
      'aadhaarVerifiedAt', "users"."aadhaar_verified_at",
      'aadhaarPurgedAt', "users"."aadhaar_purged_at",
      'noticeVersion', "users"."notice_version",
      'noticeAcceptedAt', "users"."notice_accepted_at",
      'marketingConsent', "users"."marketing_consent",
      'marketingConsentAt', "users"."marketing_consent_at",
      'deletedAt', "users"."deleted_at",
      'docs', (
  select coalesce(json_agg(json_build_object('id', d.id,
      'slot', d.slot,
      'state', d.state,
      'createdAt', d.created_at)),
      '[]')
  from "documents" d where d.user_id = "users"."id"),
      'referrerName', (select r.name from "users" r where r.id = "users"."referred_by"))
  FROM "users" WHERE "users"."id" = ANY(ids)
  ON CONFLICT ("user_id") DO UPDATE SET "view" = excluded."view";
END $$;
--> statement-breakpoint
CREATE FUNCTION "member_views_of_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_views_refresh(ARRAY(SELECT "id" FROM new_rows));
  IF TG_OP = 'UPDATE' THEN
    -- A renamed member is the referrer named in their referrals' records.
    PERFORM member_views_refresh(ARRAY(
      SELECT u."id" FROM "users" u JOIN new_rows n ON u."referred_by" = n."id" JOIN old_rows o ON o."id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_views_users_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_views_of_users"();
--> statement-breakpoint
CREATE TRIGGER "member_views_users_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_views_of_users"();
--> statement-breakpoint
CREATE FUNCTION "member_views_of_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM member_views_refresh(ARRAY(SELECT DISTINCT "user_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM member_views_refresh(ARRAY(SELECT DISTINCT "user_id" FROM old_rows));
  ELSE
    PERFORM member_views_refresh(ARRAY(SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_views_documents_insert" AFTER INSERT ON "documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_views_of_documents"();
--> statement-breakpoint
CREATE TRIGGER "member_views_documents_update" AFTER UPDATE ON "documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_views_of_documents"();
--> statement-breakpoint
CREATE TRIGGER "member_views_documents_delete" AFTER DELETE ON "documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_views_of_documents"();
--> statement-breakpoint
SELECT member_views_refresh(ARRAY(SELECT "id" FROM "users"));
