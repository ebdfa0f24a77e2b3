CREATE TYPE "public"."plan_share_state" AS ENUM('pending', 'accepted');--> statement-breakpoint
CREATE TABLE "plan_attachments" (
	"plan_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "plan_attachments_plan_id_upload_id_pk" PRIMARY KEY("plan_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "plan_members" (
	"plan_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "plan_members_plan_id_contact_id_pk" PRIMARY KEY("plan_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "plan_notices" (
	"plan_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_notices_plan_id_email_pk" PRIMARY KEY("plan_id","email")
);
--> statement-breakpoint
CREATE TABLE "plan_shares" (
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" "plan_share_state" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_shares_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" text NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"custom_trip_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"date" jsonb,
	"daily_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safety" jsonb NOT NULL,
	"emergency_contact_id" integer,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_attachments" ADD CONSTRAINT "plan_attachments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_attachments" ADD CONSTRAINT "plan_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_notices" ADD CONSTRAINT "plan_notices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_emergency_contact_id_contacts_id_fk" FOREIGN KEY ("emergency_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_shares_user_idx" ON "plan_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id");