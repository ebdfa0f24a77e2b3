-- Levenshtein distance, to correct a misspelt word of a term to the nearest word a place holds.
-- Both PGlite (as a bundled extension) and PostgreSQL (contrib) provide it.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- "C" collation, so `like 'word%'` (an unfinished last word) can walk the primary key.
CREATE TABLE "search_vocabulary" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"places" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "search_words";
--> statement-breakpoint
DROP FUNCTION waymark_location_search_words(text, text[]);
--> statement-breakpoint
DROP FUNCTION waymark_words_query(text);
--> statement-breakpoint
-- The words of a place: its name's weighted A, its area names' and category's ("Great Walk") B,
-- its tags' (landscapes, access, activities, facilities) C, so search can tell a name that
-- holds the term from an area or a tag that does.
CREATE OR REPLACE FUNCTION waymark_location_search_words(title text, areas text[], category text, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('simple'::regconfig, waymark_words(waymark_fold(coalesce(title, '')))), 'A')
    || setweight(to_tsvector('simple'::regconfig, waymark_words(waymark_fold(
      coalesce(array_to_string(areas, ' '), '') || ' ' || coalesce(category, '')))), 'B')
    || setweight(to_tsvector('simple'::regconfig, waymark_words(waymark_fold(coalesce(array_to_string(tags, ' '), '')))), 'C') $$;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (waymark_location_search_words(title, areas, category, landscapes || access || activities || facilities)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "locations_search_words_idx" ON "locations" USING gin ("search_words") WITH (fastupdate=false);
--> statement-breakpoint
INSERT INTO "search_vocabulary" ("word", "places")
  SELECT word, count(*)::int FROM "locations", unnest(tsvector_to_array("search_words")) AS word GROUP BY word;
--> statement-breakpoint
-- Keeps the vocabulary's counts as places are written: one statement's rows at once (an import
-- writes 250 a statement), and a word no place holds any more is forgotten.
CREATE OR REPLACE FUNCTION waymark_count_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE search_vocabulary v SET places = v.places - gone.places
    FROM (
      SELECT word, count(*)::int AS places
      FROM old_places, unnest(tsvector_to_array(old_places.search_words)) AS word GROUP BY word
    ) AS gone
    WHERE v.word = gone.word;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_vocabulary (word, places)
      SELECT word, count(*)::int
      FROM new_places, unnest(tsvector_to_array(new_places.search_words)) AS word GROUP BY word
    ON CONFLICT (word) DO UPDATE SET places = search_vocabulary.places + excluded.places;
  END IF;
  DELETE FROM search_vocabulary WHERE places <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_search_vocabulary_insert AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_places FOR EACH STATEMENT EXECUTE FUNCTION waymark_count_search_words();
--> statement-breakpoint
CREATE TRIGGER locations_search_vocabulary_update AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_places NEW TABLE AS new_places FOR EACH STATEMENT EXECUTE FUNCTION waymark_count_search_words();
--> statement-breakpoint
CREATE TRIGGER locations_search_vocabulary_delete AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_places FOR EACH STATEMENT EXECUTE FUNCTION waymark_count_search_words();
--> statement-breakpoint
-- What one word of a term stands for. A word some place holds stands for itself (the last word
-- of a term, perhaps unfinished, also for every word it starts), and a plural for its singular
-- as well ("great walks" finds the "Great Walk" category). A word no place holds is
-- taken as misspelt and also stands for the nearest words places hold: one edit away for a
-- word of four or five letters ("trak" is "track"), two for a longer one ("milfrod" is
-- "milford"; a swap is two edits). Words under four letters are too short to guess at, and two
-- edits would make a five-letter town such as "Waiau" into "Wairua".
CREATE OR REPLACE FUNCTION waymark_word_query(word text, unfinished boolean) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
  WITH nearest AS (
    SELECT v.word, levenshtein(v.word, $1) AS edits
    FROM search_vocabulary v
    WHERE length($1) BETWEEN 4 AND 40
      AND v.word % $1
      AND abs(length(v.word) - length($1)) <= 2
      AND NOT EXISTS (SELECT FROM search_vocabulary k WHERE k.word = $1 OR ($2 AND k.word LIKE $1 || '%'))
  ),
  corrections AS (
    SELECT word FROM nearest
    WHERE edits <= CASE WHEN length($1) >= 6 THEN 2 ELSE 1 END
      AND edits = (SELECT min(edits) FROM nearest)
  )
  SELECT (quote_literal($1) || CASE WHEN $2 THEN ':*' ELSE '' END
    || CASE WHEN length($1) >= 4 AND $1 ~ '[^s]s$' THEN ' | ' || quote_literal(left($1, -1)) ELSE '' END
    || coalesce((SELECT string_agg(' | ' || quote_literal(word), '' ORDER BY word) FROM corrections), ''))::tsquery
$$;
--> statement-breakpoint
-- The words of a term, in order, each with what it stands for; the last may be unfinished.
CREATE OR REPLACE FUNCTION waymark_term_words(term text) RETURNS TABLE (word text, query tsquery)
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
  SELECT w, waymark_word_query(w, n = count(*) OVER ())
  FROM regexp_split_to_table(nullif(waymark_words(waymark_fold(term)), ''), ' ') WITH ORDINALITY AS t(w, n)
$$;
