-- What a passenger's trip list shows, announced by whoever writes it (issue 29; docs/decisions/0012):
-- the API's writers announce it themselves so their own process hears at commit; these triggers make
-- every other write heard too (a script, psql, a bulk delete). Same channel and payload as the API's
-- own announcement, so PostgreSQL sends one notification for both.
CREATE OR REPLACE FUNCTION "pothik_trip_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('trips', 'reviews') THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('trip_list_changed', OLD.passenger_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('trip_list_changed', NEW.passenger_id::text); END IF;
    RETURN NULL;
  END IF;
  -- A driver's card or their mobile: on every list that shows them.
  PERFORM pg_notify('trip_list_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trips_trip_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "pothik_trip_list_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_trip_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "pothik_trip_list_changed"();--> statement-breakpoint
CREATE TRIGGER "drivers_trip_list_changed"
  AFTER UPDATE OF "name", "photo", "rating_sum", "rating_count", "completed_trips", "car_type", "car_model", "plate_number", "user_id" OR DELETE
  ON "drivers" FOR EACH STATEMENT EXECUTE FUNCTION "pothik_trip_list_changed"();--> statement-breakpoint
CREATE TRIGGER "users_trip_list_changed" AFTER UPDATE OF "mobile" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "pothik_trip_list_changed"();
