CREATE TABLE "advance_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"advance" integer NOT NULL,
	"cash_due" integer NOT NULL,
	"fare" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lapses_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "advance_holds_state_check" CHECK ("advance_holds"."state" in ('awaiting_payment', 'paid', 'lapsed', 'released')),
	CONSTRAINT "advance_holds_amounts_check" CHECK ("advance_holds"."advance" > 0 and "advance_holds"."cash_due" >= 0)
);
--> statement-breakpoint
ALTER TABLE "advance_holds" ADD CONSTRAINT "advance_holds_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_holds" ADD CONSTRAINT "advance_holds_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_holds" ADD CONSTRAINT "advance_holds_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_holds" ADD CONSTRAINT "advance_holds_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advance_holds_one_awaiting_per_trip" ON "advance_holds" USING btree ("trip_id") WHERE "advance_holds"."state" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "advance_holds_due_idx" ON "advance_holds" USING btree ("state","lapses_at");--> statement-breakpoint
CREATE INDEX "advance_holds_driver_idx" ON "advance_holds" USING btree ("driver_id","state");