CREATE TYPE "public"."auth_token_purpose" AS ENUM('email_verification', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."app_role" AS ENUM('admin', 'moderator');--> statement-breakpoint
CREATE TYPE "public"."mood_visibility" AS ENUM('full', 'summary', 'none');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."invitation_method" AS ENUM('email', 'sms', 'both');--> statement-breakpoint
CREATE TYPE "public"."partner_link_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."special_date_type" AS ENUM('birthday', 'anniversary', 'custom');--> statement-breakpoint
CREATE TYPE "public"."mood_tag_timeframe" AS ENUM('weekly');--> statement-breakpoint
CREATE TYPE "public"."partner_checkin_feeling" AS ENUM('loved', 'cherished', 'appreciated', 'supported', 'understood', 'grateful', 'ignored', 'unheard', 'misunderstood', 'distant', 'disconnected');--> statement-breakpoint
CREATE TYPE "public"."personal_checkin_emotion" AS ENUM('happy', 'sad', 'anxious', 'excited', 'calm', 'frustrated', 'grateful', 'overwhelmed');--> statement-breakpoint
CREATE TYPE "public"."recommendation_status" AS ENUM('dismissed', 'completed');--> statement-breakpoint
CREATE TYPE "public"."achievement_type" AS ENUM('therapy', 'relationship', 'wellness', 'special', 'other');--> statement-breakpoint
CREATE TYPE "public"."milestone_type" AS ENUM('mood_streak_7', 'ritual_master', 'connection_champion', 'other');--> statement-breakpoint
CREATE TYPE "public"."goal_visibility" AS ENUM('shared', 'private');--> statement-breakpoint
CREATE TYPE "public"."ritual_type" AS ENUM('self-care', 'intimacy', 'repair', 'connection', 'other');--> statement-breakpoint
CREATE TYPE "public"."notification_priority" AS ENUM('urgent', 'high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('mood_reminder', 'special_date_reminder', 'partner_activity', 'achievement', 'ritual_suggestion', 'wellness_alert', 'system');--> statement-breakpoint
CREATE TYPE "public"."export_request_status" AS ENUM('pending', 'ready', 'expired', 'failed');--> statement-breakpoint
CREATE TYPE "public"."billing_provider" AS ENUM('none', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."subscription_plan" AS ENUM('attune_monthly', 'attune_annual');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled', 'incomplete');--> statement-breakpoint
CREATE TABLE "accounts" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_provider_provider_account_id_pk" PRIMARY KEY("provider","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "auth_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_normalised" CHECK ("users"."email" = lower(btrim("users"."email")) and char_length("users"."email") <= 254)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"phone" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"partner_uid" uuid,
	"mood_visibility" "mood_visibility" DEFAULT 'full' NOT NULL,
	"consent_intimacy" boolean DEFAULT false NOT NULL,
	"consent_mood_sharing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" "app_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mood_reflection" boolean DEFAULT true NOT NULL,
	"ai_suggestions" boolean DEFAULT true NOT NULL,
	"mood_based_rituals" boolean DEFAULT true NOT NULL,
	"partner_visible" boolean DEFAULT true NOT NULL,
	"cycle_mode" boolean DEFAULT false NOT NULL,
	"chrono_enabled" boolean DEFAULT false NOT NULL,
	"show_ritual_origins" boolean DEFAULT true NOT NULL,
	"partner_sharing_enabled" boolean DEFAULT true NOT NULL,
	"chatbot_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"channel" "outbox_channel" NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body_text" text NOT NULL,
	"body_html" text,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_id" uuid,
	"partner_email" text,
	"partner_phone" text,
	"status" "partner_link_status" DEFAULT 'pending' NOT NULL,
	"invitation_method" "invitation_method" DEFAULT 'sms' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"sms_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "partner_links_id_status_unique" UNIQUE("id","status"),
	CONSTRAINT "partner_links_not_self" CHECK ("partner_links"."partner_id" is null or "partner_links"."partner_id" <> "partner_links"."user_id"),
	CONSTRAINT "partner_links_accepted_has_partner" CHECK ("partner_links"."status" <> 'accepted' or "partner_links"."partner_id" is not null),
	CONSTRAINT "partner_links_contact_for_method" CHECK (("partner_links"."invitation_method" = 'sms' or "partner_links"."partner_email" is not null)
        and ("partner_links"."invitation_method" = 'email' or "partner_links"."partner_phone" is not null))
);
--> statement-breakpoint
CREATE TABLE "partner_memberships" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"link_status" "partner_link_status" DEFAULT 'accepted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_memberships_accepted_only" CHECK ("partner_memberships"."link_status" = 'accepted'),
	CONSTRAINT "partner_memberships_not_self" CHECK ("partner_memberships"."partner_id" <> "partner_memberships"."user_id")
);
--> statement-breakpoint
CREATE TABLE "partner_special_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_id" uuid,
	"date_type" "special_date_type" NOT NULL,
	"title" text NOT NULL,
	"date_value" date NOT NULL,
	"recurring_annually" boolean DEFAULT true NOT NULL,
	"reminder_days_before" integer DEFAULT 7 NOT NULL,
	"notes" text,
	"shared_with_partner" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_special_dates_reminder_days" CHECK ("partner_special_dates"."reminder_days_before" in (1, 3, 7, 14, 30)),
	CONSTRAINT "partner_special_dates_title_length" CHECK (char_length("partner_special_dates"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "biometric_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"data_source" text DEFAULT 'manual' NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heart_rate" smallint,
	"sleep_hours" numeric(4, 2),
	"steps" integer,
	"stress_level" smallint,
	"body_temperature" numeric(4, 1),
	"blood_pressure_systolic" smallint,
	"blood_pressure_diastolic" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biometric_data_sleep_range" CHECK ("biometric_data"."sleep_hours" between 3 and 12),
	CONSTRAINT "biometric_data_stress_range" CHECK ("biometric_data"."stress_level" between 1 and 10),
	CONSTRAINT "biometric_data_heart_rate_range" CHECK ("biometric_data"."heart_rate" between 20 and 250),
	CONSTRAINT "biometric_data_steps_range" CHECK ("biometric_data"."steps" between 0 and 200000),
	CONSTRAINT "biometric_data_temperature_range" CHECK ("biometric_data"."body_temperature" between 30 and 45),
	CONSTRAINT "biometric_data_systolic_range" CHECK ("biometric_data"."blood_pressure_systolic" between 50 and 260),
	CONSTRAINT "biometric_data_diastolic_range" CHECK ("biometric_data"."blood_pressure_diastolic" between 30 and 200),
	CONSTRAINT "biometric_data_data_source_length" CHECK (char_length("biometric_data"."data_source") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "mood_tag_summary" (
	"user_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"timeframe" "mood_tag_timeframe" DEFAULT 'weekly' NOT NULL,
	"date_period" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_tag_summary_pk" PRIMARY KEY("user_id","tag","timeframe","date_period"),
	CONSTRAINT "mood_tag_summary_count_non_negative" CHECK ("mood_tag_summary"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "moods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mood_value" smallint NOT NULL,
	"mood_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"emotion_metadata" jsonb,
	"context_notes" text,
	"idempotency_key" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moods_value_range" CHECK ("moods"."mood_value" between -3 and 3),
	CONSTRAINT "moods_idempotency_key_length" CHECK (char_length("moods"."idempotency_key") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "emotional_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_uid" uuid,
	"mood_score" smallint NOT NULL,
	"emotional_state" "personal_checkin_emotion" NOT NULL,
	"gratitude_note" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emotional_checkins_score_range" CHECK ("emotional_checkins"."mood_score" between -3 and 3),
	CONSTRAINT "emotional_checkins_idempotency_key_length" CHECK (char_length("emotional_checkins"."idempotency_key") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "partner_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_uid" uuid,
	"partner_connection_score" smallint NOT NULL,
	"partner_emotion_tag" "partner_checkin_feeling" NOT NULL,
	"partner_gratitude_note" text,
	"is_shared_with_partner" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_checkins_score_range" CHECK ("partner_checkins"."partner_connection_score" between -3 and 3),
	CONSTRAINT "partner_checkins_not_self" CHECK ("partner_checkins"."partner_uid" is null or "partner_checkins"."partner_uid" <> "partner_checkins"."user_id"),
	CONSTRAINT "partner_checkins_idempotency_key_length" CHECK (char_length("partner_checkins"."idempotency_key") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "emotional_correlation_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_mood_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"checkin_feeling" text NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"last_occurrence" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emotional_correlation_insights_pattern_unique" UNIQUE("user_id","checkin_feeling","partner_mood_tags"),
	CONSTRAINT "emotional_correlation_insights_match_count" CHECK ("emotional_correlation_insights"."match_count" >= 0),
	CONSTRAINT "emotional_correlation_insights_feeling_length" CHECK (char_length("emotional_correlation_insights"."checkin_feeling") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "health_score_history" (
	"user_id" uuid NOT NULL,
	"calculation_date" date NOT NULL,
	"health_score" numeric(5, 2) NOT NULL,
	"mood_trend_score" numeric(5, 2) NOT NULL,
	"ritual_completion_score" numeric(5, 2) NOT NULL,
	"checkin_frequency_score" numeric(5, 2) NOT NULL,
	"partner_interaction_score" numeric(5, 2) NOT NULL,
	"is_interpolated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_score_history_pk" PRIMARY KEY("user_id","calculation_date"),
	CONSTRAINT "health_score_history_health_range" CHECK ("health_score_history"."health_score" between 0 and 100),
	CONSTRAINT "health_score_history_mood_range" CHECK ("health_score_history"."mood_trend_score" between 0 and 100),
	CONSTRAINT "health_score_history_ritual_range" CHECK ("health_score_history"."ritual_completion_score" between 0 and 100),
	CONSTRAINT "health_score_history_checkin_range" CHECK ("health_score_history"."checkin_frequency_score" between 0 and 100),
	CONSTRAINT "health_score_history_partner_range" CHECK ("health_score_history"."partner_interaction_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "health_score_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"timeframe_days" smallint NOT NULL,
	"final_score" numeric(5, 2) NOT NULL,
	"partner_interaction_score" numeric(5, 2) NOT NULL,
	"mood_trend_score" numeric(5, 2) NOT NULL,
	"checkin_frequency_score" numeric(5, 2) NOT NULL,
	"ritual_completion_score" numeric(5, 2) NOT NULL,
	"emotion_sentiment_bonus" numeric(5, 2) DEFAULT 0 NOT NULL,
	"is_building_phase" boolean NOT NULL,
	"data_days" integer NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_score_records_timeframe" CHECK ("health_score_records"."timeframe_days" in (7, 30)),
	CONSTRAINT "health_score_records_final_range" CHECK ("health_score_records"."final_score" between 0 and 100),
	CONSTRAINT "health_score_records_partner_range" CHECK ("health_score_records"."partner_interaction_score" between 0 and 100),
	CONSTRAINT "health_score_records_mood_range" CHECK ("health_score_records"."mood_trend_score" between 0 and 100),
	CONSTRAINT "health_score_records_checkin_range" CHECK ("health_score_records"."checkin_frequency_score" between 0 and 100),
	CONSTRAINT "health_score_records_ritual_range" CHECK ("health_score_records"."ritual_completion_score" between 0 and 100),
	CONSTRAINT "health_score_records_bonus_range" CHECK ("health_score_records"."emotion_sentiment_bonus" between -100 and 100),
	CONSTRAINT "health_score_records_data_days" CHECK ("health_score_records"."data_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recommendation_state" (
	"user_id" uuid NOT NULL,
	"recommendation_key" text NOT NULL,
	"status" "recommendation_status" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_state_pk" PRIMARY KEY("user_id","recommendation_key"),
	CONSTRAINT "recommendation_state_key_length" CHECK (char_length("recommendation_state"."recommendation_key") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"milestone_type" "milestone_type" DEFAULT 'other' NOT NULL,
	"type" "achievement_type" NOT NULL,
	"category" text NOT NULL,
	"icon" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user1_id" uuid NOT NULL,
	"user2_id" uuid,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_date" date,
	"visibility" "goal_visibility" DEFAULT 'shared' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_goals_title_length" CHECK (char_length("shared_goals"."title") between 1 and 200),
	CONSTRAINT "shared_goals_progress_range" CHECK ("shared_goals"."progress" between 0 and 100),
	CONSTRAINT "shared_goals_creator_is_member" CHECK ("shared_goals"."created_by" = "shared_goals"."user1_id" or "shared_goals"."created_by" = "shared_goals"."user2_id"),
	CONSTRAINT "shared_goals_distinct_users" CHECK ("shared_goals"."user2_id" is null or "shared_goals"."user2_id" <> "shared_goals"."user1_id")
);
--> statement-breakpoint
CREATE TABLE "ritual_feedback" (
	"ritual_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"liked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ritual_feedback_pk" PRIMARY KEY("ritual_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ritual_reflections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ritual_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"response_text" text,
	"liked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rituals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_for_partner_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "ritual_type" DEFAULT 'other' NOT NULL,
	"streak_count" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"original_completion_time" timestamp with time zone,
	"mood_based" boolean DEFAULT false NOT NULL,
	"generated_by_ai" boolean DEFAULT false NOT NULL,
	"generated_at" timestamp with time zone,
	"shared_with_partner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "rituals_title_length" CHECK (char_length("rituals"."title") between 1 and 200),
	CONSTRAINT "rituals_streak_non_negative" CHECK ("rituals"."streak_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mood_reminders" boolean DEFAULT true NOT NULL,
	"ritual_suggestions" boolean DEFAULT true NOT NULL,
	"partner_notifications" boolean DEFAULT true NOT NULL,
	"wellness_alerts" boolean DEFAULT true NOT NULL,
	"achievement_notifications" boolean DEFAULT true NOT NULL,
	"daily_reminder_enabled" boolean DEFAULT true NOT NULL,
	"daily_reminder_time" time DEFAULT '19:00' NOT NULL,
	"preferred_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_preferred_times_array" CHECK (jsonb_typeof("notification_preferences"."preferred_times") = 'array')
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "smart_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"priority" "notification_priority" DEFAULT 'medium' NOT NULL,
	"scheduled_for" timestamp with time zone DEFAULT now() NOT NULL,
	"action_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "smart_notifications_action_url_relative" CHECK ("smart_notifications"."action_url" is null or ("smart_notifications"."action_url" like '/%' and "smart_notifications"."action_url" not like '//%'))
);
--> statement-breakpoint
CREATE TABLE "export_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "export_request_status" DEFAULT 'pending' NOT NULL,
	"download_token_hash" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "export_requests_download_token_hash_unique" UNIQUE("download_token_hash"),
	CONSTRAINT "export_requests_ready_has_link" CHECK ("export_requests"."status" <> 'ready' or ("export_requests"."download_token_hash" is not null and "export_requests"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sharing_grants" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"share_mood_summaries" boolean DEFAULT false NOT NULL,
	"share_detailed_entries" boolean DEFAULT false NOT NULL,
	"share_goals" boolean DEFAULT false NOT NULL,
	"share_achievements" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"provider" "billing_provider" NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" "subscription_plan" NOT NULL,
	"status" "subscription_status" NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider" "billing_provider" DEFAULT 'none' NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_provider_ids" CHECK ("subscriptions"."provider" <> 'none' or ("subscriptions"."provider_customer_id" is null and "subscriptions"."provider_subscription_id" is null))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_partner_uid_users_id_fk" FOREIGN KEY ("partner_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_link_fk" FOREIGN KEY ("link_id","link_status") REFERENCES "public"."partner_links"("id","status") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_special_dates" ADD CONSTRAINT "partner_special_dates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_special_dates" ADD CONSTRAINT "partner_special_dates_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_data" ADD CONSTRAINT "biometric_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_tag_summary" ADD CONSTRAINT "mood_tag_summary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moods" ADD CONSTRAINT "moods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emotional_checkins" ADD CONSTRAINT "emotional_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emotional_checkins" ADD CONSTRAINT "emotional_checkins_partner_uid_users_id_fk" FOREIGN KEY ("partner_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_checkins" ADD CONSTRAINT "partner_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_checkins" ADD CONSTRAINT "partner_checkins_partner_uid_users_id_fk" FOREIGN KEY ("partner_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emotional_correlation_insights" ADD CONSTRAINT "emotional_correlation_insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_score_history" ADD CONSTRAINT "health_score_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_score_records" ADD CONSTRAINT "health_score_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_state" ADD CONSTRAINT "recommendation_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_goals" ADD CONSTRAINT "shared_goals_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_goals" ADD CONSTRAINT "shared_goals_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_goals" ADD CONSTRAINT "shared_goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ritual_feedback" ADD CONSTRAINT "ritual_feedback_ritual_id_rituals_id_fk" FOREIGN KEY ("ritual_id") REFERENCES "public"."rituals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ritual_feedback" ADD CONSTRAINT "ritual_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ritual_reflections" ADD CONSTRAINT "ritual_reflections_ritual_id_rituals_id_fk" FOREIGN KEY ("ritual_id") REFERENCES "public"."rituals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ritual_reflections" ADD CONSTRAINT "ritual_reflections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rituals" ADD CONSTRAINT "rituals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rituals" ADD CONSTRAINT "rituals_created_for_partner_id_users_id_fk" FOREIGN KEY ("created_for_partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rituals" ADD CONSTRAINT "rituals_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_notifications" ADD CONSTRAINT "smart_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_grants" ADD CONSTRAINT "sharing_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_purpose_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "profiles_partner_idx" ON "profiles" USING btree ("partner_uid");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_links_user_idx" ON "partner_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_links_partner_idx" ON "partner_links" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_links_one_accepted_as_sender" ON "partner_links" USING btree ("user_id") WHERE "partner_links"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_links_one_accepted_as_partner" ON "partner_links" USING btree ("partner_id") WHERE "partner_links"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_links_live_phone" ON "partner_links" USING btree ("partner_phone") WHERE "partner_links"."status" in ('pending', 'accepted') and "partner_links"."partner_phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_memberships_partner_unique" ON "partner_memberships" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_memberships_link_idx" ON "partner_memberships" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "partner_special_dates_user_idx" ON "partner_special_dates" USING btree ("user_id","date_value");--> statement-breakpoint
CREATE INDEX "partner_special_dates_partner_idx" ON "partner_special_dates" USING btree ("partner_id","date_value");--> statement-breakpoint
CREATE INDEX "biometric_data_user_time_idx" ON "biometric_data" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "mood_tag_summary_period_idx" ON "mood_tag_summary" USING btree ("user_id","timeframe","date_period");--> statement-breakpoint
CREATE INDEX "moods_user_time_idx" ON "moods" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "moods_user_idempotency_unique" ON "moods" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "emotional_checkins_user_time_idx" ON "emotional_checkins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emotional_checkins_user_idempotency_unique" ON "emotional_checkins" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "partner_checkins_user_time_idx" ON "partner_checkins" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "partner_checkins_partner_time_idx" ON "partner_checkins" USING btree ("partner_uid","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_checkins_user_idempotency_unique" ON "partner_checkins" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "emotional_correlation_insights_user_count_idx" ON "emotional_correlation_insights" USING btree ("user_id","match_count");--> statement-breakpoint
CREATE INDEX "health_score_records_user_idx" ON "health_score_records" USING btree ("user_id","timeframe_days","calculated_at");--> statement-breakpoint
CREATE INDEX "achievements_user_earned_idx" ON "achievements" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_user_milestone_unique" ON "achievements" USING btree ("user_id","milestone_type") WHERE "achievements"."milestone_type" <> 'other';--> statement-breakpoint
CREATE INDEX "shared_goals_user1_idx" ON "shared_goals" USING btree ("user1_id","created_at");--> statement-breakpoint
CREATE INDEX "shared_goals_user2_idx" ON "shared_goals" USING btree ("user2_id","created_at");--> statement-breakpoint
CREATE INDEX "shared_goals_created_by_idx" ON "shared_goals" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ritual_feedback_user_idx" ON "ritual_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ritual_reflections_ritual_idx" ON "ritual_reflections" USING btree ("ritual_id");--> statement-breakpoint
CREATE INDEX "ritual_reflections_user_idx" ON "ritual_reflections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rituals_user_created_idx" ON "rituals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rituals_user_completed_idx" ON "rituals" USING btree ("user_id","last_completed_at");--> statement-breakpoint
CREATE INDEX "rituals_created_for_partner_idx" ON "rituals" USING btree ("created_for_partner_id");--> statement-breakpoint
CREATE INDEX "rituals_completed_by_idx" ON "rituals" USING btree ("completed_by_user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "smart_notifications_user_created_idx" ON "smart_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "smart_notifications_due_idx" ON "smart_notifications" USING btree ("scheduled_for") WHERE "smart_notifications"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_notifications_user_dedupe_unique" ON "smart_notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "export_requests_user_idx" ON "export_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_requests_status_idx" ON "export_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_customer_idx" ON "subscriptions" USING btree ("provider","provider_customer_id");