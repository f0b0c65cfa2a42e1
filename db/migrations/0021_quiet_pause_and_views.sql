CREATE TYPE "public"."partner_view_kind" AS ENUM('moods', 'checkins', 'summaries', 'goals', 'achievements', 'answers', 'activity');--> statement-breakpoint
CREATE TABLE "partner_views" (
	"owner_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"kind" "partner_view_kind" NOT NULL,
	"day" date NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_views_owner_id_day_viewer_id_kind_pk" PRIMARY KEY("owner_id","day","viewer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sharing_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"frozen_scores" jsonb,
	CONSTRAINT "sharing_pauses_ordered" CHECK ("sharing_pauses"."ended_at" is null or "sharing_pauses"."ended_at" >= "sharing_pauses"."started_at")
);
--> statement-breakpoint
ALTER TABLE "partner_views" ADD CONSTRAINT "partner_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_views" ADD CONSTRAINT "partner_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_pauses" ADD CONSTRAINT "sharing_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_views_viewer_idx" ON "partner_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "partner_views_day_idx" ON "partner_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sharing_pauses_user_idx" ON "sharing_pauses" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sharing_pauses_one_open" ON "sharing_pauses" USING btree ("user_id") WHERE "sharing_pauses"."ended_at" is null;