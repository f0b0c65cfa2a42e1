import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant, ownerId, updatedAt } from "./_columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash"),
    emailVerifiedAt: instant("email_verified_at"),
    /** Bumped on sign-out, password change/reset and deletion; a JWT carrying an older value is dead. */
    sessionVersion: integer("session_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_email_normalised", sql`${t.email} = lower(btrim(${t.email})) and char_length(${t.email}) <= 254`),
  ],
);

/** Auth.js account links, kept for OAuth providers added later; Credentials users have none. */
export const accounts = pgTable(
  "accounts",
  {
    userId: ownerId(),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index("accounts_user_idx").on(t.userId)],
);

export const authTokenPurpose = pgEnum("auth_token_purpose", ["email_verification", "password_reset"]);

/** Email-verification and password-reset tokens. Only a SHA-256 of the token is stored; each is single use. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: ownerId(),
    purpose: authTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_purpose_idx").on(t.userId, t.purpose)],
);

/** Storage for rate-limiter-flexible's Drizzle store, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: instant("expire"),
});
