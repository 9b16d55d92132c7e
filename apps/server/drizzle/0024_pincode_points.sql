-- Distances between pincodes (docs/decisions/035): earthdistance needs cube; both ship with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE TABLE "pincode_points" (
	"pincode" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pincode_points_earth_idx" ON "pincode_points" USING gist (ll_to_earth("lat", "lng"));