DROP INDEX "locations_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "locations_browse_order_idx" ON "locations" USING btree ("recommended_rank","title");--> statement-breakpoint
CREATE INDEX "locations_search_text_trgm_idx" ON "locations" USING gist ("search_text" gist_trgm_ops);