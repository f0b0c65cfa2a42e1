/**
 * Fixed marketing copy for the funnel (spec 1 §1: "static marketing text, not data"). The figures are the spec's;
 * the people, quotes and demo numbers are invented sample content and labelled as such on screen.
 */

export const HEADLINE_STATS = [
  { value: "94%", label: "feel more connected within a month" },
  { value: "89%", label: "say check-ins make hard talks easier" },
  { value: "76%", label: "argue less after eight weeks" },
  { value: "91%", label: "would recommend Attune to a friend" },
  { value: "73%", label: "report improved communication" },
] as const;

export const COUPLES_COUNT = "10,000+";
export const RATING = "4.9/5";

export const DEMO_FEATURES = [
  {
    id: "health",
    tab: "Health analytics",
    title: "Predictive relationship health",
    body: "A health score built from both of your check-ins, with trends that flag a rough patch before it becomes a fight.",
    sample: [
      { label: "Health score", value: "82" },
      { label: "7-day trend", value: "+4" },
      { label: "30-day trend", value: "+11" },
    ],
  },
  {
    id: "messages",
    tab: "Private messages",
    title: "Private notes, shared on your terms",
    body: "Write what you feel in a private note. You decide what your partner sees, and you can take it back at any time.",
    sample: [
      { label: "Private notes", value: "12" },
      { label: "Shared with partner", value: "5" },
      // Moods run from −3 to 3 (spec 2 §2.1): a sample on the real scale, in the words the app shows for it.
      { label: "Mood today", value: "Great (+2)" },
    ],
  },
  {
    id: "rituals",
    tab: "AI rituals",
    title: "Rituals that adapt to your week",
    body: "Small shared rituals, suggested for the mood you are both in, with streaks that keep the habit going.",
    sample: [
      { label: "Current streak", value: "9 days" },
      { label: "Rituals this month", value: "14" },
      { label: "Favourite", value: "Gratitude walk" },
    ],
  },
  {
    id: "coaching",
    tab: "AI coaching",
    title: "Coaching when you need it",
    body: "Ask the assistant how to open a difficult conversation, or get a suggestion drawn from your recent check-ins.",
    sample: [
      { label: "Insights this week", value: "3" },
      { label: "Suggested next step", value: "Weekly check-in" },
      { label: "Coaching sessions", value: "6" },
    ],
  },
] as const;

export const COMPARISON = [
  { feature: "Check-ins designed for two", attune: true, journal: false, generic: false },
  { feature: "Relationship health score and trends", attune: true, journal: false, generic: false },
  { feature: "Consent-based sharing you can revoke", attune: true, journal: false, generic: false },
  { feature: "AI coaching that knows your patterns", attune: true, journal: false, generic: true },
  { feature: "Shared goals and rituals with streaks", attune: true, journal: false, generic: false },
  { feature: "Mood logging with private notes", attune: true, journal: true, generic: true },
] as const;

export const COUPLE_STORIES = [
  {
    names: "Maya & Jordan",
    together: "Together 6 years",
    story:
      "We kept having the same argument about chores. The weekly check-in showed it was really about feeling unseen, and now we talk about that instead.",
  },
  {
    names: "Priya & Sam",
    together: "Long-distance for 2 years",
    story:
      "Living in different time zones, the mood log tells us when to call and when to just send a kind note. Our streak is at 120 days.",
  },
  {
    names: "Luis & Ana",
    together: "Married 15 years",
    story:
      "After the kids arrived we stopped making time for each other. The rituals gave us ten minutes a day that belong only to us.",
  },
] as const;

export const TESTIMONIALS = [
  {
    quote: "Attune gave us words for things we had been circling around for years. We fight less and laugh more.",
    who: "Rachel & Tom, together 8 years",
  },
  {
    quote: "The trial convinced us in three days. The check-ins are the best ten minutes of our week.",
    who: "Dev & Kiran, newly engaged",
  },
] as const;

export const PLAN_BENEFITS = [
  {
    title: "One plan, two people",
    body: "Your subscription covers your partner too. They join free from your invitation.",
  },
  { title: "Predictive insights", body: "Health score, trends and early warnings drawn from both of your check-ins." },
  { title: "AI coaching", body: "Guidance for hard conversations and suggestions based on your recent moods." },
  { title: "Private by design", body: "Encrypted notes, granular sharing, and no advertising cookies. Ever." },
  {
    title: "Rituals and goals",
    body: "Shared rituals with streaks, goals you set together, and reminders for dates that matter.",
  },
  {
    title: "Cancel anytime",
    body: "Cancel before day 7 and you pay nothing. After that, cancel any time before renewal.",
  },
] as const;

export const MORE_BENEFITS = [
  "Personal and partner check-ins that take two minutes",
  "Mood logging with tags and private notes only you can read",
  "Special dates with reminders, so anniversaries never sneak up on you",
  "Achievements that celebrate the small wins",
  "Meditation and guided coaching tools for stressful weeks",
  "An assistant you can ask anything, any time",
] as const;
