import { boolean, index, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, instant, ownerId, updatedAt, userRef } from "./_columns";

export const moodVisibility = pgEnum("mood_visibility", ["full", "summary", "none"]);

export const profiles = pgTable(
  "profiles",
  {
    id: userRef("id", "cascade").primaryKey(),
    displayName: text("display_name").notNull(),
    /** E.164, normalised with libphonenumber-js. */
    phone: text("phone"),
    timezone: text("timezone").notNull().default("UTC"),
    /** Denormalised from the accepted partner link, kept in the same transaction that changes the link. */
    partnerUid: userRef("partner_uid", "set null"),
    moodVisibility: moodVisibility("mood_visibility").notNull().default("full"),
    consentIntimacy: boolean("consent_intimacy").notNull().default(false),
    consentMoodSharing: boolean("consent_mood_sharing").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profiles_partner_idx").on(t.partnerUid)],
);

/** Decision 043: "moderator" was removed; nothing in Attune is public, so there is nothing to moderate. */
export const appRole = pgEnum("app_role", ["admin"]);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: ownerId(),
    role: appRole("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Spec defaults; chatbot_enabled follows decision 003 (on unless turned off). cycle_mode was dropped (decision 062):
 * Attune keeps no cycle data and offers no switch for it.
 */
export const userSettings = pgTable("user_settings", {
  userId: ownerId().primaryKey(),
  moodReflection: boolean("mood_reflection").notNull().default(true),
  aiSuggestions: boolean("ai_suggestions").notNull().default(true),
  moodBasedRituals: boolean("mood_based_rituals").notNull().default(true),
  partnerVisible: boolean("partner_visible").notNull().default(true),
  chronoEnabled: boolean("chrono_enabled").notNull().default(false),
  showRitualOrigins: boolean("show_ritual_origins").notNull().default(true),
  partnerSharingEnabled: boolean("partner_sharing_enabled").notNull().default(true),
  chatbotEnabled: boolean("chatbot_enabled").notNull().default(true),
  /**
   * Intimate questions in the question for two (issue #37, decision 068): asked only while BOTH partners have this on.
   * Off by default; never shown to the partner.
   */
  questionIntimacy: boolean("question_intimacy").notNull().default(false),
  /**
   * When the person dismissed the dashboard's first-week guide (issue #32); null while it is shown. Not one of the
   * Settings page's toggles: user-settings.ts keeps it out of their reads and writes.
   */
  firstWeekGuideDismissedAt: instant("first_week_guide_dismissed_at"),
  updatedAt: updatedAt(),
});
