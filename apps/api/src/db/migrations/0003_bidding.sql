CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"driver_fare" integer NOT NULL,
	"bid_amount" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('active', 'accepted', 'rejected', 'withdrawn', 'expired')),
	CONSTRAINT "bids_fare_check" CHECK ("bids"."driver_fare" > 0 and ("bids"."bid_amount" is null or "bids"."bid_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"car_type" text NOT NULL,
	"car_model" text NOT NULL,
	"plate_number" text NOT NULL,
	"district" text NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"completed_trips" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "drivers_rating_check" CHECK ("drivers"."rating_sum" >= 0 and "drivers"."rating_count" >= 0),
	CONSTRAINT "drivers_completed_trips_check" CHECK ("drivers"."completed_trips" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_usages_trip_id_unique" UNIQUE("trip_id")
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_en" text NOT NULL,
	"title_bn" text NOT NULL,
	"category" text NOT NULL,
	"code_type" text NOT NULL,
	"promo_code_amount" integer NOT NULL,
	"up_to_amount" integer DEFAULT 0 NOT NULL,
	"actual_amount" integer DEFAULT 0 NOT NULL,
	"elevated_amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_code_unique" UNIQUE("code"),
	CONSTRAINT "promos_category_check" CHECK ("promos"."category" in ('elevated', 'actual+elevated', 'other')),
	CONSTRAINT "promos_code_type_check" CHECK ("promos"."code_type" in ('fixed', 'percentage')),
	CONSTRAINT "promos_amounts_check" CHECK ("promos"."promo_code_amount" >= 0 and "promos"."up_to_amount" >= 0 and "promos"."actual_amount" >= 0 and "promos"."elevated_amount" >= 0),
	CONSTRAINT "promos_window_check" CHECK ("promos"."starts_at" < "promos"."ends_at"),
	CONSTRAINT "promos_used_count_check" CHECK ("promos"."used_count" >= 0 and ("promos"."total_limit" is null or "promos"."used_count" <= "promos"."total_limit")),
	CONSTRAINT "promos_per_user_limit_check" CHECK ("promos"."per_user_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_trip_id_unique" UNIQUE("trip_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "fare" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "insurance_fee" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "platform_fee" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "discount_amount" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "total" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_car_type_car_types_key_fk" FOREIGN KEY ("car_type") REFERENCES "public"."car_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_usages" ADD CONSTRAINT "promo_usages_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_usages" ADD CONSTRAINT "promo_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_usages" ADD CONSTRAINT "promo_usages_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_accepted_per_trip" ON "bids" USING btree ("trip_id") WHERE "bids"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_active_per_driver_trip" ON "bids" USING btree ("trip_id","driver_id") WHERE "bids"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bids_driver_created_idx" ON "bids" USING btree ("driver_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_active_expires_idx" ON "bids" USING btree ("expires_at") WHERE "bids"."status" = 'active';--> statement-breakpoint
CREATE INDEX "drivers_car_type_idx" ON "drivers" USING btree ("car_type");--> statement-breakpoint
CREATE INDEX "promo_usages_promo_user_idx" ON "promo_usages" USING btree ("promo_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_driver_created_idx" ON "reviews" USING btree ("driver_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_driver_pickup_idx" ON "trips" USING btree ("driver_id","pickup_at") WHERE "trips"."driver_id" is not null;