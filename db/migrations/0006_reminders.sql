ALTER TYPE "public"."outbox_channel" ADD VALUE 'push';--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "smart_notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_preferences_next_reminder_idx" ON "notification_preferences" USING btree ("next_reminder_at") WHERE "notification_preferences"."daily_reminder_enabled";--> statement-breakpoint
CREATE INDEX "smart_notifications_undelivered_idx" ON "smart_notifications" USING btree ("scheduled_for") WHERE "smart_notifications"."delivered_at" is null and "smart_notifications"."deleted_at" is null;--> statement-breakpoint
-- Notices already due were shown in the app when they were written; only those still to come wait for the sweep.
UPDATE "smart_notifications" SET "delivered_at" = "created_at" WHERE "scheduled_for" <= now();
--> statement-breakpoint
-- The reminder sweep claims people by their preferences row; accounts made before this had one only once a switch
-- changed. Sign-up writes it from now on (lib/data/users.ts insertAccount).
INSERT INTO "notification_preferences" ("user_id") SELECT "id" FROM "users" ON CONFLICT DO NOTHING;
