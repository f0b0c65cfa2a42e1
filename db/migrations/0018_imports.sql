CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"added" integer NOT NULL,
	"skipped" integer NOT NULL,
	"first_at" timestamp with time zone,
	"last_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_counts" CHECK ("imports"."added" >= 0 and "imports"."skipped" >= 0)
);
--> statement-breakpoint
ALTER TABLE "moods" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "moods" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_time_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "moods" ADD CONSTRAINT "moods_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moods_import_idx" ON "moods" USING btree ("import_id");