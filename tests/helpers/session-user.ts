import type { SessionUser } from "@/lib/domain/roles";

/**
 * The session user a service that takes one (completeRitual, loadRituals) gets for `id`: a verified member in UTC.
 * Only the id reaches the database; the rest is what a signed-in session carries.
 */
export const sessionUserOf = (id: string): SessionUser => ({
  id,
  email: "p@example.com",
  displayName: "Pat Person",
  timeZone: "UTC",
  emailVerified: true,
  roles: [],
  assistantEnabled: true,
});
