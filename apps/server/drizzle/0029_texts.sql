CREATE TABLE "texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"channel" text,
	"template" text NOT NULL,
	"to_phone" text NOT NULL,
	"language" text NOT NULL,
	"vars" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "texts_status" CHECK ("texts"."status" in ('queued', 'sent', 'delivered', 'failed', 'skipped')),
	CONSTRAINT "texts_channel" CHECK ("texts"."channel" is null or "texts"."channel" in ('sms', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "texts_dedupe_key" ON "texts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "texts_due" ON "texts" USING btree ("not_before") WHERE "texts"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "texts_provider_message_key" ON "texts" USING btree ("channel","provider_message_id");