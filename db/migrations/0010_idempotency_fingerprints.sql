ALTER TABLE "moods" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "emotional_checkins" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "partner_checkins" ADD COLUMN "idempotency_fingerprint" text;