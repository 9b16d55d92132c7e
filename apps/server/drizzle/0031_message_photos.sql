ALTER TABLE "messages" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_thumb_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_height" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_photo_key" ON "messages" USING btree ("photo_key");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_photo_thumb_key" ON "messages" USING btree ("photo_thumb_key");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_words_or_photo" CHECK ("messages"."text" <> '' or "messages"."photo_key" is not null);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photo_whole" CHECK (("messages"."photo_key" is null) = ("messages"."photo_thumb_key" is null) and ("messages"."photo_key" is null) = ("messages"."photo_width" is null));