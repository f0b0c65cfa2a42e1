ALTER TYPE "public"."notification_type" ADD VALUE 'daily_question';--> statement-breakpoint
ALTER TYPE "public"."live_event_kind" ADD VALUE 'partner_question';--> statement-breakpoint
CREATE TABLE "question_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_id" uuid,
	"day" date NOT NULL,
	"question_id" text NOT NULL,
	"skipped_question_id" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"idempotency_key" text,
	"idempotency_fingerprint" text,
	"favourite" boolean DEFAULT false NOT NULL,
	"heart_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"follow_up" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_days_answered_together" CHECK (("question_days"."answer" is null) = ("question_days"."answered_at" is null)),
	CONSTRAINT "question_days_replied_together" CHECK (("question_days"."reply" is null) = ("question_days"."replied_at" is null)),
	CONSTRAINT "question_days_idempotency_key_length" CHECK (char_length("question_days"."idempotency_key") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "question_intimacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "question_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "question_days" ADD CONSTRAINT "question_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_days" ADD CONSTRAINT "question_days_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_days_user_day_unique" ON "question_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "question_days_partner_idx" ON "question_days" USING btree ("partner_id");