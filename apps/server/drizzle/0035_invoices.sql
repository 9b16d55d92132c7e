CREATE TABLE "invoice_counters" (
	"issuer" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_issuer_series_financial_year_pk" PRIMARY KEY("issuer","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"document" text NOT NULL,
	"work_request_id" uuid,
	"payment_id" uuid,
	"buyer_id" uuid,
	"seller_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"on_behalf_of" jsonb,
	"operator_name" text NOT NULL,
	"operator_gstin" text,
	"sac" text NOT NULL,
	"description" text NOT NULL,
	"place_of_supply" text,
	"taxable_paise" integer NOT NULL,
	"gst_rate_percent" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"tcs_paise" integer DEFAULT 0 NOT NULL,
	"tds_paise" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('job', 'commission', 'fee')),
	CONSTRAINT "invoices_document" CHECK ("invoices"."document" in ('tax_invoice', 'bill_of_supply', 'receipt')),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "sac_code" text DEFAULT '9997' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate_percent" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "operator_pays_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tds_exempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tds_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("issuer","series","financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_kind_key" ON "invoices" USING btree ("work_request_id","kind") WHERE "invoices"."work_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id") WHERE "invoices"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_seller_idx" ON "invoices" USING btree ("seller_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- The starting categories get their group's SAC heading and s.9(5) flag (category-names.ts GROUP_TAX).
UPDATE "categories" SET "sac_code" = '9987', "operator_pays_tax" = true WHERE lower("name") IN ('plumber', 'electrician', 'carpenter', 'painter', 'mason', 'tile and marble work', 'welder', 'waterproofing', 'false ceiling', 'interior designer', 'modular kitchen', 'glass and aluminium work', 'locksmith', 'door and window repair', 'roofing', 'borewell drilling', 'water tank cleaning', 'inverter and battery repair', 'cctv installation', 'home automation');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9985', "operator_pays_tax" = true WHERE lower("name") IN ('home deep cleaning', 'bathroom cleaning', 'kitchen cleaning', 'sofa and carpet cleaning', 'pest control', 'termite control', 'laundry and dry cleaning');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9987', "operator_pays_tax" = false WHERE lower("name") IN ('ac repair and service', 'refrigerator repair', 'washing machine repair', 'microwave repair', 'tv repair', 'ro water purifier service', 'geyser repair', 'chimney and hob service', 'fan and cooler repair', 'mobile phone repair', 'laptop and computer repair', 'printer repair', 'sewing machine repair', 'gas stove repair');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9997', "operator_pays_tax" = false WHERE lower("name") IN ('beauty parlour', 'bridal makeup artist', 'mehendi artist', 'hair stylist', 'barber', 'salon at home', 'spa and massage', 'nail artist', 'yoga trainer', 'fitness trainer', 'dietitian and nutritionist', 'physiotherapist', 'ayurvedic practitioner', 'tattoo artist');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9988', "operator_pays_tax" = false WHERE lower("name") IN ('tailor', 'ladies tailor', 'blouse stitching', 'embroidery work', 'boutique and designer wear', 'clothes alteration', 'saree fall and pico', 'cobbler');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9992', "operator_pays_tax" = false WHERE lower("name") IN ('home tutor', 'maths tutor', 'science tutor', 'english tutor', 'hindi tutor', 'spoken english classes', 'computer classes', 'coding classes', 'music teacher', 'dance teacher', 'drawing and painting classes', 'competitive exam coaching', 'sanskrit tutor', 'abacus and vedic maths', 'swimming coach', 'driving school');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9996', "operator_pays_tax" = false WHERE lower("name") IN ('event planner', 'wedding planner', 'caterer', 'tent house', 'decorator', 'florist', 'photographer', 'videographer', 'dj and sound system', 'band baja', 'pandit and puja services', 'cake and bakery orders');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9987', "operator_pays_tax" = false WHERE lower("name") IN ('car mechanic', 'bike mechanic', 'car washing and detailing', 'tyre and puncture repair', 'car denting and painting', 'auto electrician', 'taxi and cab service', 'tempo and truck on hire', 'acting driver');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9965', "operator_pays_tax" = false WHERE lower("name") IN ('packers and movers', 'courier service', 'scrap dealer');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9993', "operator_pays_tax" = false WHERE lower("name") IN ('nurse at home', 'elder care', 'babysitter', 'doctor home visit', 'diagnostic lab sample collection', 'veterinary doctor', 'pet grooming', 'dog trainer');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9998', "operator_pays_tax" = false WHERE lower("name") IN ('cook', 'housemaid', 'personal driver', 'security guard');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9983', "operator_pays_tax" = false WHERE lower("name") IN ('website development', 'mobile app development', 'graphic designer', 'digital marketing', 'social media management', 'data entry', 'internet and wi-fi setup', 'software installation', 'video editing', 'content writing');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9982', "operator_pays_tax" = false WHERE lower("name") IN ('chartered accountant', 'gst registration and filing', 'income tax return filing', 'lawyer', 'notary and affidavit', 'property registration assistance', 'insurance agent', 'loan agent', 'aadhaar and pan card services');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9986', "operator_pays_tax" = false WHERE lower("name") IN ('tractor on rent', 'farm labour', 'gardener', 'landscaping', 'submersible pump repair', 'soil testing', 'drip irrigation installation');--> statement-breakpoint
UPDATE "categories" SET "sac_code" = '9997', "operator_pays_tax" = false WHERE lower("name") IN ('solar panel installation', 'architect', 'real estate agent', 'printing and flex banners', 'astrologer');
