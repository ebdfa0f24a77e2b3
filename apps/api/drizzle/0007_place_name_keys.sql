-- How a town's name and a search term are compared: folded ("Ōhakune" is "ohakune"),
-- apostrophes dropped ("Arthur's" is "arthurs"), any other run of punctuation or spaces one
-- space, and "Mt" read as "Mount". IMMUTABLE because waymark_fold() is, so a generated column
-- and an index can use it.
CREATE OR REPLACE FUNCTION waymark_place_key(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(
    regexp_replace(regexp_replace(waymark_fold(input), '[''’]', '', 'g'), '[^a-z0-9]+', ' ', 'g'),
    '\mmt\M', 'mount', 'g')) $$;
--> statement-breakpoint
-- Every name a place answers to: the whole name and each of its alternatives, so
-- "Franz Josef/Waiau", "Halfmoon Bay / Oban" and "Flower Pot (Onoua)" are found by either part.
CREATE OR REPLACE FUNCTION waymark_place_name_keys(name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT key ORDER BY key), '{}'::text[]) FROM (
    SELECT waymark_place_key(name) AS key
    UNION ALL
    SELECT waymark_place_key(part) FROM regexp_split_to_table(name, '[/()]') AS part
  ) AS keys WHERE key <> '' $$;
