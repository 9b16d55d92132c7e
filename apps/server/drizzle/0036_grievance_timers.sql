-- Grievance timers (docs/decisions/042): the number a ticket is quoted by, and its due times.
-- Tickets already there are numbered in the order they were opened, their due times counted from
-- then (a data request's with the default 30 days); none is acknowledged yet.
ALTER TABLE "support_tickets" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "support_tickets" SET "number" = "numbered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "support_tickets") AS "numbered" WHERE "numbered"."id" = "support_tickets"."id";--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"support_tickets_number_seq"', coalesce(max("number"), 0) + 1, false) FROM "support_tickets";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "acknowledgement_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
UPDATE "support_tickets" SET "acknowledgement_due_at" = "created_at" + interval '48 hours', "resolution_due_at" = CASE WHEN "kind" = 'data_request' THEN "created_at" + interval '30 days' ELSE (("created_at" AT TIME ZONE 'Asia/Kolkata') + interval '1 month') AT TIME ZONE 'Asia/Kolkata' END;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "acknowledgement_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "resolution_due_at" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_number_key" ON "support_tickets" USING btree ("number");
