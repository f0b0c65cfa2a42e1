/**
 * Which pages are for everyone and which are behind a sign-in (spec 1 §2 route map), in one place: the proxy's
 * optimistic redirects, robots.txt and the sitemap all read it, so a new signed-in route cannot be indexed by mistake.
 */

/**
 * Pages search engines may show: the funnel, the legal pages, the coach's published safety protocol and the safety
 * page (someone looking for help should be able to find it).
 */
export const PUBLIC_PAGES = [
  { path: "/onboarding", changeFrequency: "monthly", priority: 1 },
  { path: "/auth", changeFrequency: "yearly", priority: 0.5 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/delete-info", changeFrequency: "yearly", priority: 0.3 },
  { path: "/coach-safety", changeFrequency: "yearly", priority: 0.3 },
  { path: "/safety", changeFrequency: "yearly", priority: 0.3 },
] as const;

/**
 * The pages of plain text (legal pages, the coach's safety protocol, the safety page): prerendered HTML with no app
 * around them, so the root layout loads nothing interactive for them but their back button (issue #20) and, on
 * /safety, quick exit (decision 075): no toasts, no providers.
 */
export const STATIC_TEXT_PAGES = ["/terms", "/privacy", "/delete-info", "/coach-safety", "/safety"] as const;

export const isStaticTextPage = (pathname: string) => (STATIC_TEXT_PAGES as readonly string[]).includes(pathname);

/** Every page that needs a session; the proxy sends a visitor without one to /auth. */
export const SIGNED_IN_PREFIXES = [
  "/dashboard",
  "/mood-log",
  "/checkin",
  "/emotional-checkin",
  "/achievements",
  "/partner-dashboard",
  "/questions",
  "/recap",
  "/check-up",
  "/goals",
  "/rituals",
  "/settings",
  "/sharing",
  "/advanced-features",
  "/therapy-tools",
  "/demo-setup",
  "/icon-generator",
  "/dev-tools",
] as const;

/** Public but never worth indexing: one-time links, the API, the dev mailbox, the offline fallback. */
export const UNINDEXED_PREFIXES = [
  "/api/",
  "/dev/",
  "/accept-invite",
  "/verify-email",
  "/reset-password",
  "/offline",
  "/test",
] as const;

export const isSignedInPath = (pathname: string) =>
  SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
