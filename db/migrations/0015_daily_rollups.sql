CREATE TABLE "daily_partner_ratings" (
	"user_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"day" date NOT NULL,
	"ratings" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "daily_partner_ratings_pk" PRIMARY KEY("user_id","author_id","day"),
	CONSTRAINT "daily_partner_ratings_count_positive" CHECK ("daily_partner_ratings"."ratings" > 0)
);
--> statement-breakpoint
CREATE TABLE "daily_rollup_zones" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_rollups" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mood_count" integer DEFAULT 0 NOT NULL,
	"mood_sum" integer DEFAULT 0 NOT NULL,
	"mood_squares" integer DEFAULT 0 NOT NULL,
	"morning_count" integer DEFAULT 0 NOT NULL,
	"morning_sum" integer DEFAULT 0 NOT NULL,
	"afternoon_count" integer DEFAULT 0 NOT NULL,
	"afternoon_sum" integer DEFAULT 0 NOT NULL,
	"evening_count" integer DEFAULT 0 NOT NULL,
	"evening_sum" integer DEFAULT 0 NOT NULL,
	"mood_tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sleep_count" integer DEFAULT 0 NOT NULL,
	"sleep_hundredths" integer DEFAULT 0 NOT NULL,
	"stress_count" integer DEFAULT 0 NOT NULL,
	"stress_sum" integer DEFAULT 0 NOT NULL,
	"checkin_count" integer DEFAULT 0 NOT NULL,
	"checkin_score_sum" integer DEFAULT 0 NOT NULL,
	"checkin_notes" integer DEFAULT 0 NOT NULL,
	"personal_checkin_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_rollups_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "daily_rollups_counts_non_negative" CHECK (least("daily_rollups"."mood_count", "daily_rollups"."sleep_count", "daily_rollups"."stress_count", "daily_rollups"."checkin_count", "daily_rollups"."checkin_notes", "daily_rollups"."personal_checkin_count") >= 0),
	CONSTRAINT "daily_rollups_parts_of_day" CHECK ("daily_rollups"."mood_count" = "daily_rollups"."morning_count" + "daily_rollups"."afternoon_count" + "daily_rollups"."evening_count")
);
--> statement-breakpoint
ALTER TABLE "daily_partner_ratings" ADD CONSTRAINT "daily_partner_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_partner_ratings" ADD CONSTRAINT "daily_partner_ratings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rollup_zones" ADD CONSTRAINT "daily_rollup_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD CONSTRAINT "daily_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_partner_ratings_author_idx" ON "daily_partner_ratings" USING btree ("author_id");