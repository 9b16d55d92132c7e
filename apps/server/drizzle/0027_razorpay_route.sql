CREATE TABLE "booking_transfers" (
	"work_request_id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"transfer_asked_at" timestamp with time zone,
	"transfer_id" text,
	"keep_paise" integer,
	"reversal_id" text,
	"status" text DEFAULT 'to_transfer' NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_transfers_status" CHECK ("booking_transfers"."status" in ('to_transfer', 'held', 'to_settle', 'settled', 'failed')),
	CONSTRAINT "booking_transfers_keep" CHECK ("booking_transfers"."keep_paise" is null or "booking_transfers"."keep_paise" between 0 and "booking_transfers"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "route_accounts" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"ekyc_id" uuid NOT NULL,
	"account_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_accounts_status" CHECK ("route_accounts"."status" in ('pending', 'active', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_transfers" ADD CONSTRAINT "booking_transfers_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_transfers" ADD CONSTRAINT "booking_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_accounts" ADD CONSTRAINT "route_accounts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_accounts" ADD CONSTRAINT "route_accounts_ekyc_id_ekyc_submissions_id_fk" FOREIGN KEY ("ekyc_id") REFERENCES "public"."ekyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_transfers_due" ON "booking_transfers" USING btree ("next_try_at") WHERE "booking_transfers"."status" in ('to_transfer', 'to_settle');