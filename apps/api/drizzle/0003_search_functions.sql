-- unaccent() is only STABLE (its dictionary could change), so it cannot back an index or a
-- generated column. Pinning the dictionary makes this wrapper safe to mark IMMUTABLE.
CREATE OR REPLACE FUNCTION waymark_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
--> statement-breakpoint
-- What a search term is matched against: the place's name and its area names, folded.
CREATE OR REPLACE FUNCTION waymark_location_search_text(title text, areas text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT waymark_fold(coalesce(title, '') || ' ' || coalesce(array_to_string(areas, ' '), '')) $$;
