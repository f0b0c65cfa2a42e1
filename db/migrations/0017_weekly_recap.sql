ALTER TYPE "public"."notification_type" ADD VALUE 'weekly_recap';--> statement-breakpoint
CREATE TABLE "weekly_recaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_id" uuid,
	"week_start" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "weekly_recap_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "weekly_recap_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "weekly_recap_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "weekly_recap_day_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "next_recap_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_recaps" ADD CONSTRAINT "weekly_recaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_recaps" ADD CONSTRAINT "weekly_recaps_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_recaps_circle_week_unique" ON "weekly_recaps" USING btree ("circle_key","week_start");--> statement-breakpoint
CREATE INDEX "weekly_recaps_user_idx" ON "weekly_recaps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "weekly_recaps_partner_idx" ON "weekly_recaps" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "notification_preferences_next_recap_idx" ON "notification_preferences" USING btree ("next_recap_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_weekly_recap_day" CHECK ("notification_preferences"."weekly_recap_day" between 0 and 6);