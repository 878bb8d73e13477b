CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_route_key_unique" UNIQUE NULLS NOT DISTINCT("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "trip_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	CONSTRAINT "trip_status_events_actor_check" CHECK ("trip_status_events"."actor" in ('passenger', 'driver', 'admin', 'system')),
	CONSTRAINT "trip_status_events_from_status_check" CHECK ("trip_status_events"."from_status" in ('requested', 'confirmed', 'started', 'completed', 'cancelled', 'cancel_requested', 'expired')),
	CONSTRAINT "trip_status_events_to_status_check" CHECK ("trip_status_events"."to_status" in ('requested', 'confirmed', 'started', 'completed', 'cancelled', 'cancel_requested', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"passenger_id" integer NOT NULL,
	"kind" text NOT NULL,
	"trip_type" text NOT NULL,
	"car_type" text NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"dropoff_address" text,
	"dropoff_lat" double precision,
	"dropoff_lng" double precision,
	"airport_code" text,
	"flight_number" text,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone,
	"hours" integer,
	"bid_amount" integer,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"estimate_fare" integer NOT NULL,
	"estimate_min" integer NOT NULL,
	"estimate_max" integer NOT NULL,
	"road_km" double precision,
	"cancel_reason_id" integer,
	"cancel_note" text,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_status_check" CHECK ("trips"."status" in ('requested', 'confirmed', 'started', 'completed', 'cancelled', 'cancel_requested', 'expired')),
	CONSTRAINT "trips_kind_check" CHECK ("trips"."kind" in ('car_rental', 'airport_rental')),
	CONSTRAINT "trips_trip_type_check" CHECK ("trips"."trip_type" in ('one_way', 'round_way', 'hourly', 'from_airport', 'from_home'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_status_events" ADD CONSTRAINT "trip_status_events_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_car_type_car_types_key_fk" FOREIGN KEY ("car_type") REFERENCES "public"."car_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_cancel_reason_id_cancellation_reasons_id_fk" FOREIGN KEY ("cancel_reason_id") REFERENCES "public"."cancellation_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trip_status_events_trip_idx" ON "trip_status_events" USING btree ("trip_id","at","id");--> statement-breakpoint
CREATE INDEX "trips_passenger_created_idx" ON "trips" USING btree ("passenger_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_requested_pickup_idx" ON "trips" USING btree ("pickup_at") WHERE "trips"."status" = 'requested';