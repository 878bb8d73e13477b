CREATE TABLE "incident_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"kind" text NOT NULL,
	"raised_by" text NOT NULL,
	"raised_by_user_id" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"raised_at" timestamp with time zone NOT NULL,
	"staff_alerted_at" timestamp with time zone,
	"alert_round" integer DEFAULT 0 NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "incidents_kind_check" CHECK ("incidents"."kind" in ('sos', 'trip_code_locked')),
	CONSTRAINT "incidents_raised_by_check" CHECK ("incidents"."raised_by" in ('passenger', 'driver', 'system')),
	CONSTRAINT "incidents_state_check" CHECK ("incidents"."state" in ('open', 'acknowledged', 'resolved')),
	CONSTRAINT "incidents_outcome_check" CHECK ("incidents"."outcome" in ('passenger_safe', 'false_alarm', 'resolved_by_call', 'police_called', 'trip_cancelled', 'other'))
);
--> statement-breakpoint
CREATE TABLE "trip_codes" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_codes_code_check" CHECK ("trip_codes"."code" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "trusted_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_contacts_user_mobile_key" UNIQUE("user_id","mobile"),
	CONSTRAINT "trusted_contacts_user_position_key" UNIQUE("user_id","position")
);
--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_raised_by_user_id_users_id_fk" FOREIGN KEY ("raised_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_acknowledged_by_staff_accounts_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_resolved_by_staff_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_codes" ADD CONSTRAINT "trip_codes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD CONSTRAINT "trusted_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_events_incident_idx" ON "incident_events" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incidents_trip_idx" ON "incidents" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "incidents_unresolved_idx" ON "incidents" USING btree ("raised_at") WHERE "incidents"."state" <> 'resolved';