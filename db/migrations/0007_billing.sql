CREATE TYPE "public"."sms_delivery_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed');--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"plan" "subscription_plan" NOT NULL,
	"user_id" uuid,
	"provider_session_id" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "checkouts_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkouts_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "partner_links" ADD COLUMN "sms_status" "sms_delivery_status";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "carried_over" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at");