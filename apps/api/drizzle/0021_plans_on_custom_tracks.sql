ALTER TABLE "plans" ALTER COLUMN "location_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "custom_track_id" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_custom_track_id_custom_tracks_id_fk" FOREIGN KEY ("custom_track_id") REFERENCES "public"."custom_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_custom_track_idx" ON "plans" USING btree ("custom_track_id");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_one_place" CHECK (num_nonnulls("plans"."location_id", "plans"."custom_track_id") = 1);