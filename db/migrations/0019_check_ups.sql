CREATE TYPE "public"."check_up_instrument" AS ENUM('csi4', 'phq4');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'check_up';--> statement-breakpoint
CREATE TABLE "check_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"instrument" "check_up_instrument" NOT NULL,
	"answers" text NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ups_score_range" CHECK ("check_ups"."score" >= 0 and "check_ups"."score" <= case "check_ups"."instrument" when 'csi4' then 21 else 12 end)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "check_up_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "next_check_up_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sharing_grants" ADD COLUMN "share_check_ups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ups" ADD CONSTRAINT "check_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ups_user_instrument_taken_idx" ON "check_ups" USING btree ("user_id","instrument","taken_at");--> statement-breakpoint
CREATE INDEX "notification_preferences_next_check_up_idx" ON "notification_preferences" USING btree ("next_check_up_reminder_at") WHERE "notification_preferences"."check_up_reminders";