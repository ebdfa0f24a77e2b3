-- Search needs trigram similarity and accent folding ("Ohakune" finds "Ōhakune").
-- Both PGlite (as bundled extensions) and PostgreSQL (contrib) provide them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
