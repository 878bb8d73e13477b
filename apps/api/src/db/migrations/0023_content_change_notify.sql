-- Every write to a content table announces itself on content_changed, whoever makes it (the console, the
-- seed, a script, psql, the demo purge): PostgreSQL sends it at commit to every API process that LISTENs.
-- The payload names the row: `<kind> <id or key>`, then ` <slug>` for a row that has one (the kind is the
-- name modules/content/content-tables.ts gives the table); a row's slug change sends the old and the new.
-- A TRUNCATE sends the kind alone. The app's own announcement of a write (content-changes.ts) sends the
-- same payload, which PostgreSQL delivers once per transaction.
CREATE FUNCTION announce_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row text;
  after_row text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('content_changed', TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    before_row := concat_ws(' ', TG_ARGV[0], coalesce(to_jsonb(OLD)->>'id', to_jsonb(OLD)->>'key'), to_jsonb(OLD)->>'slug');
    PERFORM pg_notify('content_changed', before_row);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after_row := concat_ws(' ', TG_ARGV[0], coalesce(to_jsonb(NEW)->>'id', to_jsonb(NEW)->>'key'), to_jsonb(NEW)->>'slug');
    IF after_row IS DISTINCT FROM before_row THEN
      PERFORM pg_notify('content_changed', after_row);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_categories_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "blog_categories" FOR EACH ROW EXECUTE FUNCTION announce_content_change('blogCategory');
--> statement-breakpoint
CREATE TRIGGER "blog_categories_announce_truncate" AFTER TRUNCATE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blogCategory');
--> statement-breakpoint
CREATE TRIGGER "blogs_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "blogs" FOR EACH ROW EXECUTE FUNCTION announce_content_change('blog');
--> statement-breakpoint
CREATE TRIGGER "blogs_announce_truncate" AFTER TRUNCATE ON "blogs" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blog');
--> statement-breakpoint
CREATE TRIGGER "blog_places_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "blog_places" FOR EACH ROW EXECUTE FUNCTION announce_content_change('blogPlace');
--> statement-breakpoint
CREATE TRIGGER "blog_places_announce_truncate" AFTER TRUNCATE ON "blog_places" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('blogPlace');
--> statement-breakpoint
CREATE TRIGGER "newsrooms_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "newsrooms" FOR EACH ROW EXECUTE FUNCTION announce_content_change('newsroom');
--> statement-breakpoint
CREATE TRIGGER "newsrooms_announce_truncate" AFTER TRUNCATE ON "newsrooms" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('newsroom');
--> statement-breakpoint
CREATE TRIGGER "offer_categories_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "offer_categories" FOR EACH ROW EXECUTE FUNCTION announce_content_change('offerCategory');
--> statement-breakpoint
CREATE TRIGGER "offer_categories_announce_truncate" AFTER TRUNCATE ON "offer_categories" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('offerCategory');
--> statement-breakpoint
CREATE TRIGGER "offers_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "offers" FOR EACH ROW EXECUTE FUNCTION announce_content_change('offer');
--> statement-breakpoint
CREATE TRIGGER "offers_announce_truncate" AFTER TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('offer');
--> statement-breakpoint
CREATE TRIGGER "faqs_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "faqs" FOR EACH ROW EXECUTE FUNCTION announce_content_change('faq');
--> statement-breakpoint
CREATE TRIGGER "faqs_announce_truncate" AFTER TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('faq');
--> statement-breakpoint
CREATE TRIGGER "campaign_popups_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "campaign_popups" FOR EACH ROW EXECUTE FUNCTION announce_content_change('popup');
--> statement-breakpoint
CREATE TRIGGER "campaign_popups_announce_truncate" AFTER TRUNCATE ON "campaign_popups" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('popup');
--> statement-breakpoint
CREATE TRIGGER "testimonials_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION announce_content_change('testimonial');
--> statement-breakpoint
CREATE TRIGGER "testimonials_announce_truncate" AFTER TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('testimonial');
--> statement-breakpoint
CREATE TRIGGER "board_members_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "board_members" FOR EACH ROW EXECUTE FUNCTION announce_content_change('boardMember');
--> statement-breakpoint
CREATE TRIGGER "board_members_announce_truncate" AFTER TRUNCATE ON "board_members" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('boardMember');
--> statement-breakpoint
CREATE TRIGGER "tutorials_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "tutorials" FOR EACH ROW EXECUTE FUNCTION announce_content_change('tutorial');
--> statement-breakpoint
CREATE TRIGGER "tutorials_announce_truncate" AFTER TRUNCATE ON "tutorials" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('tutorial');
--> statement-breakpoint
CREATE TRIGGER "content_pages_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "content_pages" FOR EACH ROW EXECUTE FUNCTION announce_content_change('page');
--> statement-breakpoint
CREATE TRIGGER "content_pages_announce_truncate" AFTER TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('page');
