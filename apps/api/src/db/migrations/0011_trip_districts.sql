ALTER TABLE "trips" ADD COLUMN "pickup_district" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "dropoff_district" text;--> statement-breakpoint
CREATE INDEX "trips_route_confirmed_idx" ON "trips" USING btree ("pickup_district","dropoff_district","car_type","trip_type","confirmed_at") WHERE "trips"."confirmed_at" is not null;