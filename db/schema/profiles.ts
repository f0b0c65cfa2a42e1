import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const moodVisibility = pgEnum("mood_visibility", ["full", "summary", "none"]);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    /** E.164, normalised with libphonenumber-js. */
    phone: text("phone"),
    timezone: text("timezone").notNull().default("UTC"),
    /** Denormalised from the accepted partner link, kept in the same transaction that changes the link. */
    partnerUid: uuid("partner_uid").references(() => users.id, { onDelete: "set null" }),
    moodVisibility: moodVisibility("mood_visibility").notNull().default("full"),
    consentIntimacy: boolean("consent_intimacy").notNull().default(false),
    consentMoodSharing: boolean("consent_mood_sharing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profiles_partner_idx").on(t.partnerUid)],
);

export const appRole = pgEnum("app_role", ["admin", "moderator"]);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Spec defaults; chatbot_enabled follows decision 003 (on unless turned off). */
export const userSettings = pgTable("user_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  moodReflection: boolean("mood_reflection").notNull().default(true),
  aiSuggestions: boolean("ai_suggestions").notNull().default(true),
  moodBasedRituals: boolean("mood_based_rituals").notNull().default(true),
  partnerVisible: boolean("partner_visible").notNull().default(true),
  cycleMode: boolean("cycle_mode").notNull().default(false),
  chronoEnabled: boolean("chrono_enabled").notNull().default(false),
  showRitualOrigins: boolean("show_ritual_origins").notNull().default(true),
  partnerSharingEnabled: boolean("partner_sharing_enabled").notNull().default(true),
  chatbotEnabled: boolean("chatbot_enabled").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
