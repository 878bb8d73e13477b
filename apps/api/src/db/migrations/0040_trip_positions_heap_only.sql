DROP INDEX "trip_positions_at_idx";--> statement-breakpoint
ALTER TABLE "trip_positions" SET (fillfactor = 50);