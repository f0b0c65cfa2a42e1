ALTER TABLE "shared_goals" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "rituals" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_goals_creator_import_key_unique" ON "shared_goals" USING btree ("created_by","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rituals_user_import_key_unique" ON "rituals" USING btree ("user_id","import_key");