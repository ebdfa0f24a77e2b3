CREATE TYPE "public"."site_alert_kind" AS ENUM('site', 'closed');--> statement-breakpoint
CREATE TABLE "avalanche_advisories" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"last_edited" timestamp with time zone NOT NULL,
	"valid_period_hours" integer NOT NULL,
	"important_information" text NOT NULL,
	"altitude_danger" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avalanche_regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_type" "location_type" NOT NULL,
	"asset_key" text NOT NULL,
	"asset_name" text,
	"heading" text NOT NULL,
	"detail" text NOT NULL,
	"display_date" text,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metservice_alerts" (
	"identifier" text PRIMARY KEY NOT NULL,
	"sent" timestamp with time zone NOT NULL,
	"msg_type" text NOT NULL,
	"headline" text NOT NULL,
	"event" text NOT NULL,
	"severity" text NOT NULL,
	"onset" timestamp with time zone,
	"expires" timestamp with time zone,
	"description" text NOT NULL,
	"instruction" text,
	"web" text,
	"parameters" jsonb NOT NULL,
	"area_description" text NOT NULL,
	"polygons" jsonb NOT NULL,
	"min_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "site_alert_kind" NOT NULL,
	"alert_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"location_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_refreshes" (
	"source" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"stored" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_forecasts" (
	"point_key" text PRIMARY KEY NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"response" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_alerts" ADD CONSTRAINT "site_alerts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avalanche_advisories_region_idx" ON "avalanche_advisories" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "doc_alerts_asset_idx" ON "doc_alerts" USING btree ("asset_type","asset_key");--> statement-breakpoint
CREATE INDEX "metservice_alerts_bbox_idx" ON "metservice_alerts" USING btree ("min_lng","max_lng","min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "site_alerts_location_idx" ON "site_alerts" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "weather_forecasts_requested_idx" ON "weather_forecasts" USING btree ("requested_at");