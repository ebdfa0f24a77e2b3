-- Full-text search reads a name as runs of letters and digits, after folding. Left to itself,
-- the text-search parser would keep "aoraki/mount" as one file-path token and "mt.cook" as a
-- host name, so "mount cook" would miss them; "travers-sabine" is "travers sabine" either way.
CREATE OR REPLACE FUNCTION waymark_words(folded text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(folded, '[^a-z0-9]+', ' ', 'g')) $$;
--> statement-breakpoint
-- The words of a place's name and area names. 'simple' lower-cases and keeps every word whole:
-- names are proper nouns and Māori words, which English stemming and stop words would mangle.
CREATE OR REPLACE FUNCTION waymark_location_search_words(title text, areas text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, waymark_words(waymark_location_search_text(title, areas))) $$;
--> statement-breakpoint
-- Every word of a search term, the last one also as the start of a word ("tama lake" finds
-- "Tama Lakes"). Built from letters and digits only, so no operator a person types (& | ! :*)
-- reaches to_tsquery; a term with no such word gives NULL, which matches nothing.
CREATE OR REPLACE FUNCTION waymark_words_query(term text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsquery('simple'::regconfig,
    nullif(replace(waymark_words(waymark_fold(term)), ' ', ' & '), '') || ':*') $$;
