-- Issue 21 (DPDP): the privacy notice a member accepted and when, optional marketing consent, and
-- support tickets of a kind (a data request waits beside a support ticket: one pending per kind).
DROP INDEX "support_tickets_one_pending_key";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "kind" text DEFAULT 'support' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_one_pending_key" ON "support_tickets" USING btree ("user_id","kind") WHERE "support_tickets"."status" = 'Pending';--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_kind_check" CHECK ("support_tickets"."kind" in ('support', 'data_request'));