ALTER TABLE "uploads" ADD COLUMN "needs_cleaning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_needs_cleaning_idx" ON "uploads" USING btree ("id") WHERE "uploads"."needs_cleaning";--> statement-breakpoint
-- Portraits were stored as uploaded (EXIF, GPS and all); review photos were already re-encoded.
UPDATE "uploads" SET "needs_cleaning" = true
WHERE "content_type" LIKE 'image/%'
  AND "id" NOT IN (SELECT "upload_id" FROM "review_photos" WHERE "upload_id" IS NOT NULL);
