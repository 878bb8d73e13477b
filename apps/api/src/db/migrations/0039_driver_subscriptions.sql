CREATE TABLE "subscription_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"grace_ends_at" timestamp with time zone NOT NULL,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_invoices_amount_check" CHECK ("subscription_invoices"."amount" > 0),
	CONSTRAINT "subscription_invoices_status_check" CHECK ("subscription_invoices"."status" in ('due', 'paid')),
	CONSTRAINT "subscription_invoices_paid_check" CHECK (("subscription_invoices"."status" = 'paid') = ("subscription_invoices"."paid_at" is not null and "subscription_invoices"."payment_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_driver_period_idx" ON "subscription_invoices" USING btree ("driver_id","period");--> statement-breakpoint
CREATE INDEX "subscription_invoices_due_idx" ON "subscription_invoices" USING btree ("grace_ends_at") WHERE "subscription_invoices"."status" = 'due';