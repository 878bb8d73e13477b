CREATE TABLE "support_ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_ticket_messages_author_check" CHECK ("support_ticket_messages"."author" in ('customer', 'staff', 'driver', 'system'))
);
--> statement-breakpoint
CREATE TABLE "support_ticket_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"trip_id" integer,
	"author_role" text NOT NULL,
	"author_user_id" integer,
	"author_mobile" text NOT NULL,
	"author_lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"outcome" text,
	"lost_item_driver_user_id" integer,
	"lost_item_answer" text,
	"incident_id" integer,
	"rating" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_tickets_category_check" CHECK ("support_tickets"."category" in ('fare', 'behaviour', 'lost_item', 'safety', 'payment', 'app', 'other')),
	CONSTRAINT "support_tickets_author_role_check" CHECK ("support_tickets"."author_role" in ('passenger', 'driver')),
	CONSTRAINT "support_tickets_author_lang_check" CHECK ("support_tickets"."author_lang" in ('en', 'bn')),
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('new', 'open', 'waiting', 'resolved')),
	CONSTRAINT "support_tickets_outcome_check" CHECK ("support_tickets"."outcome" in ('refund_requested', 'driver_warned', 'no_action', 'item_returned', 'other')),
	CONSTRAINT "support_tickets_lost_item_answer_check" CHECK ("support_tickets"."lost_item_answer" in ('found', 'not_found')),
	CONSTRAINT "support_tickets_rating_check" CHECK ("support_tickets"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "incidents" DROP CONSTRAINT "incidents_kind_check";--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_pictures" ADD CONSTRAINT "support_ticket_pictures_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_lost_item_driver_user_id_users_id_fk" FOREIGN KEY ("lost_item_driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_resolved_by_staff_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_idx" ON "support_ticket_messages" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "support_ticket_pictures_ticket_idx" ON "support_ticket_pictures" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "support_tickets_author_idx" ON "support_tickets" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_lost_item_driver_idx" ON "support_tickets" USING btree ("lost_item_driver_user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_open_idx" ON "support_tickets" USING btree ("created_at") WHERE "support_tickets"."status" <> 'resolved';--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_kind_check" CHECK ("incidents"."kind" in ('sos', 'trip_code_locked', 'guardian_unanswered', 'safety_ticket'));