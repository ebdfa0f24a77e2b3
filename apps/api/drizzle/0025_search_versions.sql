CREATE TABLE "search_versions" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"catalogue" integer DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_versions_one_row" CHECK ("search_versions"."id")
);
--> statement-breakpoint
INSERT INTO "search_versions" DEFAULT VALUES;
--> statement-breakpoint
-- Any statement that changes places, their regions or the regions raises `catalogue` once, and
-- any that changes reviews raises `ratings`, so every process's search sees the change,
-- whoever made it (an import, the seed, staff, a walker's review).
CREATE FUNCTION waymark_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE search_versions SET catalogue = catalogue + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION waymark_ratings_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE search_versions SET ratings = ratings + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER location_regions_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_regions
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER regions_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_ratings_changed();
