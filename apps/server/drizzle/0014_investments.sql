CREATE TABLE "investment_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investment_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"transfer_id" uuid NOT NULL,
	"credited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"investment_amount_paise" bigint NOT NULL,
	"return_amount_paise" bigint NOT NULL,
	"duration_months" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_plans_amounts_positive" CHECK ("investment_plans"."investment_amount_paise" > 0 and "investment_plans"."return_amount_paise" > 0),
	CONSTRAINT "investment_plans_duration" CHECK ("investment_plans"."duration_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"return_amount_paise" bigint NOT NULL,
	"duration_months" integer NOT NULL,
	"start_date" date NOT NULL,
	"reference" text,
	"status" text DEFAULT 'active' NOT NULL,
	"paid_installments" integer DEFAULT 0 NOT NULL,
	"total_installments" integer NOT NULL,
	"next_due_on" date,
	"reason" text,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "investments_installments" CHECK ("investments"."paid_installments" between 0 and "investments"."total_installments")
);
--> statement-breakpoint
ALTER TABLE "investment_installments" ADD CONSTRAINT "investment_installments_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_installments" ADD CONSTRAINT "investment_installments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_plan_id_investment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."investment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_installments_once" ON "investment_installments" USING btree ("investment_id","n");--> statement-breakpoint
CREATE INDEX "investment_plans_kind" ON "investment_plans" USING btree ("kind","investment_amount_paise");--> statement-breakpoint
CREATE INDEX "investments_due" ON "investments" USING btree ("next_due_on") WHERE "investments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "investments_kind_created" ON "investments" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "investments_user" ON "investments" USING btree ("user_id");