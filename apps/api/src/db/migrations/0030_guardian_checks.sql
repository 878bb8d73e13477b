CREATE TABLE "guardian_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"reason" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text,
	"incident_id" integer,
	CONSTRAINT "guardian_checks_trip_reason_since_key" UNIQUE("trip_id","reason","since"),
	CONSTRAINT "guardian_checks_reason_check" CHECK ("guardian_checks"."reason" in ('long_stop', 'off_corridor')),
	CONSTRAINT "guardian_checks_answer_check" CHECK ("guardian_checks"."answer" in ('ok', 'help'))
);
--> statement-breakpoint
ALTER TABLE "incidents" DROP CONSTRAINT "incidents_kind_check";--> statement-breakpoint
ALTER TABLE "guardian_checks" ADD CONSTRAINT "guardian_checks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_checks" ADD CONSTRAINT "guardian_checks_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_checks_pending_key" ON "guardian_checks" USING btree ("trip_id") WHERE "guardian_checks"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "guardian_checks_unanswered_idx" ON "guardian_checks" USING btree ("asked_at") WHERE "guardian_checks"."answered_at" is null and "guardian_checks"."incident_id" is null;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_kind_check" CHECK ("incidents"."kind" in ('sos', 'trip_code_locked', 'guardian_unanswered'));