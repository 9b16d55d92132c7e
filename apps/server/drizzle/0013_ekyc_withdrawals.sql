CREATE TABLE "ekyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_account_encrypted" text NOT NULL,
	"bank_account_last4" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"pan_encrypted" text NOT NULL,
	"pan_last4" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ekyc_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"request_key" text,
	"hold_transfer_id" uuid NOT NULL,
	"reason" text,
	"utr" text,
	"payout_provider" text,
	"provider_payout_id" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_paise" > 0)
);
--> statement-breakpoint
DROP INDEX "documents_user_slot_state_key";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "ekyc_id" uuid;--> statement-breakpoint
ALTER TABLE "ekyc_submissions" ADD CONSTRAINT "ekyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_submissions" ADD CONSTRAINT "ekyc_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_ekyc_id_ekyc_submissions_id_fk" FOREIGN KEY ("ekyc_id") REFERENCES "public"."ekyc_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ekyc_one_pending_per_user" ON "ekyc_submissions" USING btree ("user_id") WHERE "ekyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ekyc_user_submitted" ON "ekyc_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "ekyc_pending_submitted" ON "ekyc_submissions" USING btree ("submitted_at") WHERE "ekyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_request_key" ON "withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_payout" ON "withdrawals" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_created" ON "withdrawals" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_ekyc_id_ekyc_submissions_id_fk" FOREIGN KEY ("ekyc_id") REFERENCES "public"."ekyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_ekyc_slot_key" ON "documents" USING btree ("ekyc_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_user_slot_state_key" ON "documents" USING btree ("user_id","slot","state") WHERE "documents"."ekyc_id" is null;