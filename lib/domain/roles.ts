/** Safe for client components: works on the plain session user handed down as props. */
/** Decision 043: admin is the only role ("moderator" had no power and nothing to moderate, and was removed). */
export type AppRole = "admin";

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  /** Their profile's IANA zone (UTC when unset or invalid). */
  timeZone: string;
  emailVerified: boolean;
  roles: AppRole[];
  /** Settings' chatbot_enabled (decision 003: on unless turned off): whether the shell shows the assistant. */
  assistantEnabled: boolean;
}

export const hasRole = (user: Pick<SessionUser, "roles"> | null | undefined, role: AppRole) =>
  !!user && user.roles.includes(role);
export const isAdmin = (user: Pick<SessionUser, "roles"> | null | undefined) => hasRole(user, "admin");
