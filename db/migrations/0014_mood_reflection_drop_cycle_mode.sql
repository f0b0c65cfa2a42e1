ALTER TABLE "moods" ADD COLUMN "reflection_prompt" text;--> statement-breakpoint
ALTER TABLE "moods" ADD COLUMN "reflection" text;--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "cycle_mode";