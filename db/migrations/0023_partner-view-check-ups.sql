ALTER TYPE "public"."partner_view_kind" ADD VALUE 'check_ups';--> statement-breakpoint
ALTER TYPE "public"."partner_view_kind" ADD VALUE 'report';