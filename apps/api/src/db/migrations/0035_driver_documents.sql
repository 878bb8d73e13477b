CREATE TABLE "driver_document_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"expires_at" timestamp with time zone,
	"review" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reminded_days" smallint,
	"expiry_noticed_at" timestamp with time zone,
	"nid_check" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_documents_kind_check" CHECK ("driver_documents"."kind" in ('nid_front', 'nid_back', 'driving_licence', 'vehicle_registration', 'fitness_certificate', 'tax_token', 'insurance', 'route_permit', 'car_photo')),
	CONSTRAINT "driver_documents_review_check" CHECK ("driver_documents"."review" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "driver_documents_reject_check" CHECK (("driver_documents"."review" = 'rejected') = ("driver_documents"."reject_reason" is not null)),
	CONSTRAINT "driver_documents_reminded_check" CHECK ("driver_documents"."reminded_days" in (30, 7, 1))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_document_pictures" ADD CONSTRAINT "driver_document_pictures_document_id_driver_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."driver_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_documents" ADD CONSTRAINT "driver_documents_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_documents" ADD CONSTRAINT "driver_documents_reviewed_by_staff_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_document_pictures_document_idx" ON "driver_document_pictures" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "driver_documents_driver_idx" ON "driver_documents" USING btree ("driver_id","kind");--> statement-breakpoint
CREATE INDEX "driver_documents_review_idx" ON "driver_documents" USING btree ("created_at") WHERE "driver_documents"."review" = 'pending';--> statement-breakpoint
CREATE INDEX "driver_documents_expiry_idx" ON "driver_documents" USING btree ("expires_at") WHERE "driver_documents"."review" = 'approved' and "driver_documents"."expires_at" is not null and "driver_documents"."expiry_noticed_at" is null;--> statement-breakpoint
-- Drivers approved before papers were kept go on bidding (active); a suspended one stays suspended; a
-- driver staff have not approved yet is an applicant who uploads papers.
UPDATE "drivers" SET "state" = CASE "status" WHEN 'approved' THEN 'active' WHEN 'suspended' THEN 'suspended' ELSE 'applicant' END;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_state_check" CHECK ("drivers"."state" in ('applicant', 'documents_pending', 'active', 'paused', 'suspended') and ("drivers"."state" = 'paused') = ("drivers"."paused_reason" is not null));