CREATE TYPE "public"."location_type" AS ENUM('Track', 'Hut', 'Campsite', 'Highlight');--> statement-breakpoint
CREATE TABLE "highlight_features" (
	"highlight_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "highlight_features_highlight_id_location_id_pk" PRIMARY KEY("highlight_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "location_regions" (
	"location_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "location_regions_location_id_region_id_pk" PRIMARY KEY("location_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "location_type" NOT NULL,
	"slug" text NOT NULL,
	"doc_asset_id" text,
	"title" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"image" text,
	"image_alt" text,
	"track_image" text,
	"track_image_alt" text,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_credit" text,
	"is_closed" boolean DEFAULT false NOT NULL,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"distance_km" double precision,
	"track_type" text,
	"walking_duration" text,
	"duration_category" text,
	"difficulties" text[] DEFAULT '{}'::text[] NOT NULL,
	"number_of_bunks" integer,
	"bookable" boolean,
	"info_link" text,
	"category" text,
	"powered_sites" integer,
	"unpowered_sites" integer,
	"dogs_allowed" boolean,
	"dogs_allowed_information" text,
	"wheelchair_friendly" boolean DEFAULT false NOT NULL,
	"shared_use" boolean DEFAULT false NOT NULL,
	"landscapes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access" text[] DEFAULT '{}'::text[] NOT NULL,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"essential_preparation" text,
	"roadend_proximity" text,
	"search_keywords" text DEFAULT '' NOT NULL,
	"search_description" text DEFAULT '' NOT NULL,
	"social_description" text DEFAULT '' NOT NULL,
	"social_image" text,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"geojson" jsonb,
	"location_text" text,
	"accordion_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended_rank" integer,
	"attribution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "locations_doc_asset_id_unique" UNIQUE("doc_asset_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "regions_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "highlight_features" ADD CONSTRAINT "highlight_features_highlight_id_locations_id_fk" FOREIGN KEY ("highlight_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_features" ADD CONSTRAINT "highlight_features_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_regions" ADD CONSTRAINT "location_regions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_regions" ADD CONSTRAINT "location_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_regions_region_idx" ON "location_regions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "locations_type_idx" ON "locations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "locations_lng_lat_idx" ON "locations" USING btree ("lng","lat");