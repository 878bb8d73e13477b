CREATE TABLE "google_nonces_used" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "google_nonces_used_expires_idx" ON "google_nonces_used" USING btree ("expires_at");