CREATE TABLE "place_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "place_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"keys" text[] GENERATED ALWAYS AS (waymark_place_name_keys(name)) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "place_names_record_idx" ON "place_names" USING btree ("name","kind","lng","lat");--> statement-breakpoint
CREATE INDEX "place_names_keys_idx" ON "place_names" USING gin ("keys");