-- migrate: outside transaction
DROP INDEX CONCURRENTLY IF EXISTS "trips_passenger_status_created_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "trips_passenger_status_created_idx" ON "trips" USING btree ("passenger_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "trips_passenger_ongoing_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "trips_passenger_ongoing_idx" ON "trips" USING btree ("passenger_id","pickup_at","id") WHERE "trips"."status" in ('confirmed', 'started');
