ALTER TYPE "public"."plan_share_state" ADD VALUE 'declined';--> statement-breakpoint
CREATE TABLE "invitation_opt_outs" (
	"sender_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_opt_outs_sender_id_email_pk" PRIMARY KEY("sender_id","email")
);
--> statement-breakpoint
CREATE TABLE "safety_net_stops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safety_net_stops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"pending" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_members" DROP CONSTRAINT "plan_members_contact_id_contacts_id_fk";
--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_custom_track_id_custom_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_emergency_contact_id_contacts_id_fk";
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "check_in_extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "end_before_extensions" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_opt_outs" ADD CONSTRAINT "invitation_opt_outs_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_net_stops_plan_idx" ON "safety_net_stops" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_custom_track_id_custom_tracks_id_fk" FOREIGN KEY ("custom_track_id") REFERENCES "public"."custom_tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_emergency_contact_id_contacts_id_fk" FOREIGN KEY ("emergency_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 024: a plan on someone else's custom track plans on its own copy. Each walker who
-- planned on another's track gets one copy of it (a link id as the service makes one: 12 random
-- bytes, base64url), and their plans move to it, so the track's maker no longer reaches them.
DO $$
DECLARE
  pair record;
  copy_id integer;
BEGIN
  FOR pair IN
    SELECT DISTINCT p.user_id AS planner, p.custom_track_id AS track
    FROM plans p JOIN custom_tracks t ON t.id = p.custom_track_id
    WHERE t.user_id <> p.user_id
  LOOP
    INSERT INTO custom_tracks (public_id, user_id, title, description, markers, distance)
    SELECT translate(encode(substr(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 1, 6)
             || substr(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 10, 6), 'base64'), '+/', '-_'),
           pair.planner, t.title, t.description, t.markers, t.distance
    FROM custom_tracks t WHERE t.id = pair.track
    RETURNING id INTO copy_id;
    UPDATE plans SET custom_track_id = copy_id WHERE user_id = pair.planner AND custom_track_id = pair.track;
  END LOOP;
END $$;
