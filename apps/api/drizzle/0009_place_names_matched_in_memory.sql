-- Town names are matched in memory (place-name-directory.ts), where the rule that compares a
-- term with a name now lives; the generated keys, their index and their functions go.
DROP INDEX "place_names_keys_idx";--> statement-breakpoint
ALTER TABLE "place_names" DROP COLUMN "keys";--> statement-breakpoint
DROP FUNCTION IF EXISTS waymark_place_name_keys(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS waymark_place_key(text);
