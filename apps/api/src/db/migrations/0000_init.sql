CREATE TABLE "cancellation_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"text_en" text NOT NULL,
	"text_bn" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cancellation_reasons_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "car_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"seats" integer NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
