CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"seeker_id" uuid,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "work_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"preferred_at" timestamp with time zone NOT NULL,
	"address" jsonb NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_work_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_request_key" ON "reviews" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "work_requests_provider_idx" ON "work_requests" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "work_requests_seeker_idx" ON "work_requests" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "users_search_document_idx" ON "users" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "users_business_category_idx" ON "users" USING gin ("business_category");--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree (lower("address"->>'city'));--> statement-breakpoint
CREATE INDEX "users_state_idx" ON "users" USING btree (lower("address"->>'state'));--> statement-breakpoint
CREATE INDEX "users_rating_idx" ON "users" USING btree ((case when "review_count" > 0 then "rating_sum"::float8 / "review_count" else 0 end) desc,"review_count" desc,"id" desc);
--> statement-breakpoint
-- Service search (issue 7): the database keeps each member's search document itself, on every
-- insert and update, whichever code path writes (array_to_string is not IMMUTABLE, so this cannot
-- be an index expression or a generated column).
CREATE FUNCTION "users_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := to_tsvector('simple',
    coalesce(NEW.name, '') || ' ' || coalesce(NEW.business_name, '') || ' ' ||
    coalesce(NEW.business_details, '') || ' ' || array_to_string(NEW.business_category, ' ') || ' ' ||
    coalesce(NEW.address->>'city', '') || ' ' || coalesce(NEW.address->>'state', ''));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_document_trigger" BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_search_document"();--> statement-breakpoint
UPDATE "users" SET "search_document" = NULL;
