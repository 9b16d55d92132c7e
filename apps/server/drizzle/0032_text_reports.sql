CREATE TABLE "text_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"text_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_reports_status" CHECK ("text_reports"."status" in ('delivered', 'failed')),
	CONSTRAINT "text_reports_channel" CHECK ("text_reports"."channel" in ('sms', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "text_reports" ADD CONSTRAINT "text_reports_text_id_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."texts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "text_reports_once" ON "text_reports" USING btree ("channel","provider_message_id","status");