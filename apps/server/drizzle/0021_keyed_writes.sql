-- Issue 33: keyed writes answer once (docs/decisions/026): the answers of requests sent with an
-- Idempotency-Key, claimed by the write's own transaction; and one investment per member, plan and
-- bank reference.
CREATE TABLE "idempotency_keys" (
	"actor_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_actor_id_scope_key_pk" PRIMARY KEY("actor_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Assignments made twice before this rule keep their rows (their installments were paid): the
-- later copies' references are marked, so the rule can hold from now on.
UPDATE "investments" i SET "reference" = i."reference" || ' (copy ' || d.n || ')'
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "user_id", "plan_id", "reference" ORDER BY "created_at", "id") - 1 AS n
	FROM "investments" WHERE "reference" IS NOT NULL
) d
WHERE i."id" = d."id" AND d.n > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "investments_user_plan_reference" ON "investments" USING btree ("user_id","plan_id","reference") WHERE "investments"."reference" is not null;