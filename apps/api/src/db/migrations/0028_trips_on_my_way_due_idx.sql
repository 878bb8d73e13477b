-- migrate: outside transaction
DROP INDEX CONCURRENTLY IF EXISTS "trips_on_my_way_due_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "trips_on_my_way_due_idx" ON "trips" USING btree ("pickup_at") WHERE "trips"."status" = 'confirmed' and "trips"."on_my_way_at" is null and "trips"."on_my_way_reminded_at" is null;
