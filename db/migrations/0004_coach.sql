CREATE TYPE "public"."ai_output_kind" AS ENUM('analysis', 'insights');--> statement-breakpoint
CREATE TYPE "public"."coach_reply_kind" AS ENUM('model', 'offline', 'crisis', 'fallback');--> statement-breakpoint
CREATE TYPE "public"."coach_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TABLE "ai_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "ai_output_kind" NOT NULL,
	"day" date NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_outputs_user_kind_day_unique" UNIQUE("user_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "coach_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" "coach_role" NOT NULL,
	"reply_kind" "coach_reply_kind",
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"session_started_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"last_disclosed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coach_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coach_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "coaching_progress" (
	"user_id" uuid NOT NULL,
	"program_id" text NOT NULL,
	"step_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_progress_user_id_program_id_step_id_pk" PRIMARY KEY("user_id","program_id","step_id"),
	CONSTRAINT "coaching_progress_ids_length" CHECK (char_length("coaching_progress"."program_id") <= 64 and char_length("coaching_progress"."step_id") <= 64)
);
--> statement-breakpoint
ALTER TABLE "ai_outputs" ADD CONSTRAINT "ai_outputs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_state" ADD CONSTRAINT "coach_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_usage" ADD CONSTRAINT "coach_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_progress" ADD CONSTRAINT "coaching_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_messages_user_idx" ON "coach_messages" USING btree ("user_id","created_at");