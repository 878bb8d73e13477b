CREATE TABLE "driver_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"note" text,
	"pickup_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "driver_cancellations_kind_check" CHECK ("driver_cancellations"."kind" in ('cancelled', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "driver_reliability_warnings" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"warned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_show_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "no_show_reports_status_check" CHECK ("no_show_reports"."status" in ('open', 'confirmed', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "bids" DROP CONSTRAINT "bids_status_check";--> statement-breakpoint
ALTER TABLE "driver_cancellations" ADD CONSTRAINT "driver_cancellations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_cancellations" ADD CONSTRAINT "driver_cancellations_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_reliability_warnings" ADD CONSTRAINT "driver_reliability_warnings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_cancellations_driver_created_idx" ON "driver_cancellations" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_reports_open_trip_key" ON "no_show_reports" USING btree ("trip_id") WHERE "no_show_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "no_show_reports_open_idx" ON "no_show_reports" USING btree ("reported_at") WHERE "no_show_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('active', 'accepted', 'rejected', 'withdrawn', 'expired', 'cancelled'));