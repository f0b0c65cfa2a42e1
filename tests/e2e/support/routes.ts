import type { Person } from "./pool";

/** Spec 1 §2 route map: every signed-in route and the title its page shows `me`, partnered with `partner`. */
export function protectedRoutes(me: Person, partner: Person): [path: string, title: string][] {
  return [
    ["/dashboard", `Welcome, ${me.firstName}`],
    ["/dashboard/relationship", "Relationship Insights"],
    ["/dashboard/mood", "Mood Analytics"],
    ["/dashboard/growth", "Personal Growth Analytics"],
    ["/dashboard/actions", "Actions & Rituals"],
    ["/mood-log", "How are you feeling?"],
    ["/checkin", `Check in with ${partner.firstName}`],
    ["/emotional-checkin", "Personal Emotional Check-in"],
    ["/achievements", "Achievements"],
    ["/partner-dashboard", `${partner.firstName} today`],
    ["/questions", "Questions"],
    ["/recap", "Weekly recap"],
    ["/check-up", "Monthly check-up"],
    ["/goals", "Shared Goals"],
    ["/rituals", "Rituals"],
    ["/settings", "Settings"],
    ["/sharing", `Choose what ${partner.firstName} sees`],
    ["/advanced-features", "Advanced Features"],
    ["/therapy-tools", "Coaching Tools"],
    ["/demo-setup", "Demo Data"],
    ["/icon-generator", "App Icons"],
  ];
}

/** The pages anyone may open (the sitemap's, with the coach's safety protocol and the safety page). */
export const PUBLIC = [
  "/onboarding",
  "/auth",
  "/terms",
  "/privacy",
  "/delete-info",
  "/coach-safety",
  "/safety",
] as const;
