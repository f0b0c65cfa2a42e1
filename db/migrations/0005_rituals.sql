ALTER TYPE "public"."live_event_kind" ADD VALUE 'partner_goal_changed';--> statement-breakpoint
CREATE TABLE "ritual_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ritual_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ritual_completions_ritual_day_unique" UNIQUE("ritual_id","day")
);
--> statement-breakpoint
ALTER TABLE "rituals" ADD COLUMN "pair_id" uuid;--> statement-breakpoint
ALTER TABLE "ritual_completions" ADD CONSTRAINT "ritual_completions_ritual_id_rituals_id_fk" FOREIGN KEY ("ritual_id") REFERENCES "public"."rituals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ritual_completions" ADD CONSTRAINT "ritual_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ritual_completions_user_idx" ON "ritual_completions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "rituals_pair_idx" ON "rituals" USING btree ("pair_id");