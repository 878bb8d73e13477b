CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"district" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"image" text,
	"summary_en" text NOT NULL,
	"summary_bn" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"title_en" text NOT NULL,
	"title_bn" text NOT NULL,
	"excerpt_en" text NOT NULL,
	"excerpt_bn" text NOT NULL,
	"body_en" text NOT NULL,
	"body_bn" text NOT NULL,
	"cover" text,
	"author" text,
	"reading_minutes" integer DEFAULT 3 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"role_en" text NOT NULL,
	"role_bn" text NOT NULL,
	"photo" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"image" text NOT NULL,
	"title_en" text NOT NULL,
	"title_bn" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_popups_status_check" CHECK ("campaign_popups"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "campaign_track_counts" (
	"offer_id" integer NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_track_counts_offer_id_day_event_pk" PRIMARY KEY("offer_id","day","event"),
	CONSTRAINT "campaign_track_counts_event_check" CHECK ("campaign_track_counts"."event" in ('view', 'click', 'close'))
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_bn" text NOT NULL,
	"body_en" text NOT NULL,
	"body_bn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer,
	"question_en" text NOT NULL,
	"question_bn" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_bn" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_bn" text NOT NULL,
	"outlet" text NOT NULL,
	"url" text,
	"body_en" text,
	"body_bn" text,
	"image" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsrooms_status_check" CHECK ("newsrooms"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "offer_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"title_en" text NOT NULL,
	"title_bn" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_bn" text NOT NULL,
	"body_en" text NOT NULL,
	"body_bn" text NOT NULL,
	"terms_en" text NOT NULL,
	"terms_bn" text NOT NULL,
	"banner" text,
	"promo_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"gp_loyalty" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'published')),
	CONSTRAINT "offers_window_check" CHECK ("offers"."starts_at" < "offers"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"quote_en" text NOT NULL,
	"quote_bn" text NOT NULL,
	"photo" text,
	"rating" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('draft', 'published')),
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" is null or "testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_bn" text NOT NULL,
	"audience" text NOT NULL,
	"video_url" text,
	"steps_en" jsonb NOT NULL,
	"steps_bn" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorials_status_check" CHECK ("tutorials"."status" in ('draft', 'published')),
	CONSTRAINT "tutorials_audience_check" CHECK ("tutorials"."audience" in ('passenger', 'driver'))
);
--> statement-breakpoint
ALTER TABLE "blog_places" ADD CONSTRAINT "blog_places_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_popups" ADD CONSTRAINT "campaign_popups_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_track_counts" ADD CONSTRAINT "campaign_track_counts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_offer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offer_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("status","published_at");