CREATE TABLE "driver_alert_districts" (
	"user_id" integer NOT NULL,
	"district" text NOT NULL,
	CONSTRAINT "driver_alert_districts_user_id_district_pk" PRIMARY KEY("user_id","district")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_user_endpoint_unique" UNIQUE("user_id","endpoint"),
	CONSTRAINT "push_subscriptions_lang_check" CHECK ("push_subscriptions"."lang" in ('en', 'bn'))
);
--> statement-breakpoint
ALTER TABLE "driver_alert_districts" ADD CONSTRAINT "driver_alert_districts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");