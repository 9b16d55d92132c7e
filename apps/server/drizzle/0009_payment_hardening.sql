ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_failure" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duplicate_of_payments_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: rows from before this change can break the two unique indexes below (a member
-- could pay the fee several times and hold several open orders). The earliest capture stays the
-- fee; later ones become duplicates with a pending refund (the server refunds them at start);
-- older open orders are closed (a late payment of one is still captured, or refunded).
WITH ranked AS (
  SELECT id, first_value(id) OVER w AS first_id, row_number() OVER w AS n
  FROM payments
  WHERE purpose = 'registration' AND status = 'captured' AND user_id IS NOT NULL
  WINDOW w AS (PARTITION BY user_id ORDER BY captured_at, created_at, id)
)
UPDATE payments p SET status = 'duplicate', duplicate_of = r.first_id, refund_status = 'pending', updated_at = now()
FROM ranked r WHERE p.id = r.id AND r.n > 1;--> statement-breakpoint
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY user_id, provider ORDER BY created_at DESC, id DESC) AS n
  FROM payments
  WHERE purpose = 'registration' AND status = 'created' AND user_id IS NOT NULL
)
UPDATE payments p SET status = 'failed', failure_reason = 'Replaced by a newer order', updated_at = now()
FROM ranked r WHERE p.id = r.id AND r.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_registration_key" ON "payments" USING btree ("user_id","provider") WHERE "payments"."purpose" = 'registration' and "payments"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_registration_key" ON "payments" USING btree ("user_id") WHERE "payments"."purpose" = 'registration' and "payments"."status" = 'captured';