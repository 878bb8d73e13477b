CREATE TABLE "demo_rows" (
	"table_name" text NOT NULL,
	"row_key" text NOT NULL,
	CONSTRAINT "demo_rows_table_name_row_key_pk" PRIMARY KEY("table_name","row_key")
);
--> statement-breakpoint
CREATE TABLE "seed_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
