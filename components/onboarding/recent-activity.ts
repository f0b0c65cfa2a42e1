/**
 * The landing page's activity list (spec 1 §9: "5 random items, refreshed every 8 s"): invented copy and the pick.
 * The server makes the first pick, so the list is random from the first paint and the island changes nothing while
 * the page loads (issue #20); the island re-picks every ACTIVITY_REFRESH_MS. Apart from the funnel's other copy
 * (app/onboarding/_components/content.ts) because a bundler ships a module whole: the island would carry every
 * later step's copy into the landing page's first load.
 */

/** Invented, first names only. The list shows 5 at a time, re-picked every 8 s (spec 1 §9). */
export const RECENT_ACTIVITY = [
  "Emma and Liam completed a 7-day gratitude streak",
  "Sofia logged her mood and shared it with her partner",
  "Noah and Ava set a new shared goal: a weekend without phones",
  "Mia started a free trial",
  "Ethan and Chloe finished their weekly check-in",
  "Zara unlocked the “Open Heart” achievement",
  "Oliver and Grace tried the evening wind-down ritual",
  "Aisha and Omar reached a relationship health score of 85",
  "Lucas asked the coach how to plan a difficult conversation",
  "Hana and Kenji celebrated their 100th check-in",
  "Isabella invited her partner to join",
  "Mateo and Lucía started the 30-day connection ritual",
  "Fatima logged a mood with a private note",
  "Jack and Ella marked their anniversary with a reminder",
] as const;

export const ACTIVITY_VISIBLE = 5;
export const ACTIVITY_REFRESH_MS = 8_000;

/** ACTIVITY_VISIBLE distinct items of RECENT_ACTIVITY in random order (Fisher–Yates over a copy). */
export function pickRecentActivity(random: () => number = Math.random): string[] {
  const pool: string[] = [...RECENT_ACTIVITY];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, ACTIVITY_VISIBLE);
}
