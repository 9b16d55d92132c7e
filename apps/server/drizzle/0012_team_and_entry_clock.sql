-- Ledger entry times are the clock when each is written (its account locked), not its transaction's start:
-- on one account they then follow the order of the balances after them (statements, history).
ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by","created_at","id");