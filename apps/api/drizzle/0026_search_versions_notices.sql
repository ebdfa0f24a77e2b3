-- A raised search version is also announced on the `search_versions` channel. The embedded
-- database, which one process holds, hears its own announcements before the changing statement
-- returns, so its searches read the versions again only after one (catalogue-search.ts) rather
-- than before every search. PostgreSQL's processes still read them per search.
CREATE OR REPLACE FUNCTION waymark_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE search_versions SET catalogue = catalogue + 1;
  PERFORM pg_notify('search_versions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION waymark_ratings_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE search_versions SET ratings = ratings + 1;
  PERFORM pg_notify('search_versions', '');
  RETURN NULL;
END $$;
