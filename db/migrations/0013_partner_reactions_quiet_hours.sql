CREATE TYPE "public"."partner_reaction_kind" AS ENUM('thinking_of_you', 'hug', 'talk_tonight');--> statement-breakpoint
ALTER TYPE "public"."live_event_kind" ADD VALUE 'partner_reaction';--> statement-breakpoint
CREATE TABLE "partner_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" "partner_reaction_kind",
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_reactions_kind_or_note" CHECK ("partner_reactions"."kind" is not null or "partner_reactions"."note" is not null)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "quiet_hours_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "quiet_hours_start" time DEFAULT '22:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "quiet_hours_end" time DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_reactions" ADD CONSTRAINT "partner_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reactions" ADD CONSTRAINT "partner_reactions_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_reactions_recipient_time_idx" ON "partner_reactions" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_reactions_sender_time_idx" ON "partner_reactions" USING btree ("user_id","created_at");