-- Search ranks in the API's memory now (decision 022): the vocabulary, its triggers, the term
-- functions and the two search indexes are no longer read. The generated columns stay: the
-- index reads the folded text and the words from them.
DROP TRIGGER "locations_search_vocabulary_insert" ON "locations";--> statement-breakpoint
DROP TRIGGER "locations_search_vocabulary_update" ON "locations";--> statement-breakpoint
DROP TRIGGER "locations_search_vocabulary_delete" ON "locations";--> statement-breakpoint
DROP FUNCTION waymark_count_search_words();--> statement-breakpoint
DROP FUNCTION waymark_term_words(text);--> statement-breakpoint
DROP FUNCTION waymark_word_query(text, boolean);--> statement-breakpoint
DROP TABLE "search_vocabulary" CASCADE;--> statement-breakpoint
DROP INDEX "locations_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "locations_search_words_idx";
