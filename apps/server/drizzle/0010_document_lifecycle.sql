DROP INDEX "documents_user_slot_key";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "state" text DEFAULT 'current' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhaar_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhaar_purged_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_user_slot_state_key" ON "documents" USING btree ("user_id","slot","state");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_thumb_key" ON "documents" USING btree ("thumb_key");--> statement-breakpoint
CREATE INDEX "documents_pending_idx" ON "documents" USING btree ("user_id") WHERE "documents"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "users_aadhaar_due_idx" ON "users" USING btree ("aadhaar_verified_at") WHERE "users"."aadhaar_purged_at" is null;--> statement-breakpoint
-- Members approved before approval was timed: the time from the audit log (or now, when the log has
-- none), so their Aadhaar images are purged DOCUMENT_RETENTION_DAYS after their real approval.
UPDATE "users" SET "approved_at" = coalesce(
  (SELECT max(a."at") FROM "audit_log" a WHERE a."action" = 'approve_user' AND a."target_id" = "users"."id"::text),
  now()
) WHERE "is_admin_approved" AND "approved_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "aadhaar_verified_at" = "approved_at" WHERE "is_admin_approved" AND "aadhaar_verified_at" IS NULL;
