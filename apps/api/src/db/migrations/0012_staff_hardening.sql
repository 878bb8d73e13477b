ALTER TABLE "staff_accounts" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;