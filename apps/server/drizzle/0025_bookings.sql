-- Bookings (docs/decisions/036): btree_gist lets one exclusion constraint compare a provider's id (=) and times (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"work_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"job_ends_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_holds_range" CHECK ("booking_holds"."job_ends_at" > "booking_holds"."starts_at" and "booking_holds"."ends_at" >= "booking_holds"."job_ends_at")
);
--> statement-breakpoint
CREATE TABLE "provider_dues" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"owed_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_dues_not_negative" CHECK ("provider_dues"."owed_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_kind_check";--> statement-breakpoint
DROP INDEX "support_tickets_one_pending_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "work_request_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "work_request_id" uuid;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "service_title" text;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "price_type" text;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "quote_note" text;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "start_code" text;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "start_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "start_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "reschedule_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "reschedule_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_requests" ADD COLUMN "reschedule_by" text;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_dues" ADD CONSTRAINT "provider_dues_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_request_kind_key" ON "booking_holds" USING btree ("work_request_id","kind");--> statement-breakpoint
CREATE INDEX "booking_holds_provider_idx" ON "booking_holds" USING btree ("provider_id","starts_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_service_id_provider_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."provider_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_booking_key" ON "payments" USING btree ("work_request_id","provider") WHERE "payments"."purpose" = 'booking' and "payments"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_booking_key" ON "payments" USING btree ("work_request_id") WHERE "payments"."purpose" = 'booking' and "payments"."status" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_dispute_key" ON "support_tickets" USING btree ("work_request_id");--> statement-breakpoint
CREATE INDEX "work_requests_release_idx" ON "work_requests" USING btree ("release_at") WHERE "work_requests"."status" = 'completed' and "work_requests"."release_at" is not null;--> statement-breakpoint
CREATE INDEX "work_requests_hold_idx" ON "work_requests" USING btree ("hold_expires_at") WHERE "work_requests"."status" in ('pending_payment', 'quoted');--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_one_pending_key" ON "support_tickets" USING btree ("user_id","kind") WHERE "support_tickets"."status" = 'Pending' and "support_tickets"."kind" <> 'dispute';--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_kind_check" CHECK ("support_tickets"."kind" in ('support', 'data_request', 'dispute'));--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_amount_positive" CHECK ("work_requests"."amount_paise" is null or "work_requests"."amount_paise" > 0);--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&, "work_request_id" WITH <>);
