CREATE TABLE "gp_loyalty_members" (
	"mobile" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gp_loyalty_members_tier_check" CHECK ("gp_loyalty_members"."tier" in ('silver', 'gold', 'platinum'))
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_check" CHECK ("leads"."kind" = 'survey' or ("leads"."name" is not null and "leads"."mobile" is not null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('business', 'club', 'driver', 'car_rental', 'survey'));