CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"first_requested_at" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_jobs_kind_user_unique" UNIQUE("kind","user_id"),
	CONSTRAINT "scheduled_jobs_kind_length" CHECK (char_length("scheduled_jobs"."kind") between 1 and 100),
	CONSTRAINT "scheduled_jobs_requests" CHECK ("scheduled_jobs"."requests" >= 1),
	CONSTRAINT "scheduled_jobs_attempts" CHECK ("scheduled_jobs"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("run_at");