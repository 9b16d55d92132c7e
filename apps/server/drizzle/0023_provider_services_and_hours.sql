CREATE TABLE "provider_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_type" text NOT NULL,
	"price_paise" bigint,
	"duration_minutes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_services_price_type" CHECK ("provider_services"."price_type" in ('fixed', 'hourly', 'quote')),
	CONSTRAINT "provider_services_price" CHECK (("provider_services"."price_type" = 'quote' and "provider_services"."price_paise" is null) or ("provider_services"."price_type" <> 'quote' and "provider_services"."price_paise" > 0)),
	CONSTRAINT "provider_services_duration" CHECK ("provider_services"."duration_minutes" between 30 and 480 and "provider_services"."duration_minutes" % 30 = 0)
);
--> statement-breakpoint
CREATE TABLE "provider_availability" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"instant_booking" boolean DEFAULT false NOT NULL,
	"service_radius_km" integer DEFAULT 10 NOT NULL,
	"buffer_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_availability" ADD CONSTRAINT "provider_availability_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_services_provider_idx" ON "provider_services" USING btree ("provider_id","created_at");