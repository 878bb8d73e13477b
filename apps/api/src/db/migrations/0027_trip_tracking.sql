CREATE TABLE "trip_positions" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" real NOT NULL,
	"heading_deg" real,
	"speed_mps" real,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_track_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" real NOT NULL,
	"heading_deg" real,
	"speed_mps" real,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "on_my_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "on_my_way_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_track_points" ADD CONSTRAINT "trip_track_points_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_positions_at_idx" ON "trip_positions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "trip_track_points_trip_at_idx" ON "trip_track_points" USING btree ("trip_id","at");--> statement-breakpoint
CREATE INDEX "trip_track_points_at_idx" ON "trip_track_points" USING btree ("at");