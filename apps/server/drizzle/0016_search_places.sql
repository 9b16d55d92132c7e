-- Service search by district (a district's pincodes) and by pincode, through indexes (issue 17).
CREATE INDEX "post_offices_district_idx" ON "post_offices" USING btree (lower("district"),"pincode");--> statement-breakpoint
CREATE INDEX "users_pincode_idx" ON "users" USING btree (("address"->>'pincode'));