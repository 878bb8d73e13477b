CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('email', 'sms', 'push'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"lead_id" integer,
	"trip_id" integer,
	"user_id" integer,
	"message" jsonb NOT NULL,
	"dedupe_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"delivery_status" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_channel_check" CHECK ("notifications"."channel" in ('email', 'sms', 'push')),
	CONSTRAINT "notifications_delivery_status_check" CHECK ("notifications"."delivery_status" in ('delivered', 'undelivered'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."sent_at" is null and "notifications"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_idx" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_lead_idx" ON "notifications" USING btree ("lead_id") WHERE "notifications"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_trip_idx" ON "notifications" USING btree ("trip_id") WHERE "notifications"."trip_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_provider_message_idx" ON "notifications" USING btree ("provider","provider_message_id") WHERE "notifications"."provider_message_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('en', 'bn'));--> statement-breakpoint
-- The leads' outbox becomes the one outbox: its rows move over with their ids, kinds named by channel.
INSERT INTO "notifications" ("id", "kind", "channel", "lead_id", "message", "attempts", "next_attempt_at", "sent_at", "last_error", "created_at")
SELECT "id", CASE "channel" WHEN 'email' THEN 'lead_staff' ELSE 'lead_confirmation' END, "channel", "lead_id", "message", "attempts", "next_attempt_at", "sent_at", "last_error", "created_at" FROM "lead_notifications";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('notifications', 'id'), coalesce((SELECT max("id") FROM "notifications"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "lead_notifications" CASCADE;--> statement-breakpoint
-- A survey names its trip in a column of its own, so one survey per trip is an index, not a hope.
ALTER TABLE "leads" ADD COLUMN "trip_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_one_survey_per_trip_idx" ON "leads" USING btree ("trip_id") WHERE "leads"."kind" = 'survey';
