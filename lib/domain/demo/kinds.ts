/**
 * What /demo-setup writes (spec 3 §2 "Demo setup", issue #19, decision 043), as the vocabulary every layer shares:
 * the tables a demo row may live in (the whitelist lib/data/demo-data.ts maps to real tables: a name read back from
 * demo_rows that is not listed here is never used), how the page names each kind, and the page's copy.
 */

/** Tables the demo writes rows to, in the order the page lists them. */
export const DEMO_TABLES = [
  "moods",
  "biometric_data",
  "partner_checkins",
  "emotional_checkins",
  "rituals",
  "ritual_completions",
  "shared_goals",
  "achievements",
] as const;
export type DemoTable = (typeof DEMO_TABLES)[number];

export function isDemoTable(name: string): name is DemoTable {
  return (DEMO_TABLES as readonly string[]).includes(name);
}

/** How the page names each kind next to its count. */
export const DEMO_TABLE_LABELS: Record<DemoTable, string> = {
  moods: "Moods with feelings and notes",
  biometric_data: "Sleep and stress entries",
  partner_checkins: "Partner check-ins",
  emotional_checkins: "Personal check-ins",
  rituals: "Rituals",
  ritual_completions: "Ritual completions",
  shared_goals: "Shared goal",
  achievements: "Achievements",
};

export type DemoCounts = Record<DemoTable, number>;

/** Counts per kind from demo_rows' grouped rows; names outside the whitelist are ignored. */
export function demoCounts(rows: readonly { tableName: string; count: number }[]): DemoCounts {
  const counts = Object.fromEntries(DEMO_TABLES.map((table) => [table, 0])) as DemoCounts;
  for (const { tableName, count } of rows) if (isDemoTable(tableName)) counts[tableName] += count;
  return counts;
}

export function totalDemoRows(counts: DemoCounts): number {
  return DEMO_TABLES.reduce((sum, table) => sum + counts[table], 0);
}

/** The page model of /demo-setup (lib/services/dev-tools/load-demo-setup.ts), also what the dashboard's banner needs. */
export interface DemoSetupModel {
  hasDemoData: boolean;
  counts: DemoCounts;
  total: number;
  /** With an accepted partner the page says how the demo treats them. */
  partnered: boolean;
}

/** Eight weeks fill every 7- and 30-day card and leave a month of trend before them; twelve is the most we write. */
export const DEMO_WEEKS = 8;
export const DEMO_WEEKS_MIN = 1;
export const DEMO_WEEKS_MAX = 12;

/** One fixed seed: everyone's demo has the same shape, ending on their own today. */
export const DEMO_SEED = 42;

export const DEMO_TEXT = {
  title: "Demo Data",
  intro:
    "Fill your account with a realistic history so you can explore every dashboard card and analytics page right away.",
  whatTitle: "What will be generated",
  what: [
    `${DEMO_WEEKS} weeks of moods, most days, with feelings, tags and a few notes`,
    "Sleep hours and stress levels for each day",
    "Partner check-ins and personal check-ins",
    "A few rituals with their completions and streaks",
    "One shared goal in progress, and the achievements this history earns",
  ],
  labelled:
    "Everything generated is recorded as demo data and can be removed in one click. What you log yourself is never touched.",
  partnerNote:
    "Your partner's own data is never changed. Demo partner check-ins follow your sharing setting, as yours always do.",
  generate: "Generate demo data",
  generating: "Generating...",
  generated: "Demo data generated",
  generatedDescription: "Your dashboard is ready to explore.",
  openDashboard: "Open your dashboard",
  holdsDemo: "This account holds demo data",
  countsTitle: "Demo entries in your account",
  remove: "Remove demo data",
  removing: "Removing...",
  removeTitle: "Remove demo data?",
  removeDescription:
    "Every entry the demo generated is deleted. Moods, check-ins and anything else you logged yourself stay.",
  removeConfirm: "Remove demo data",
  cancel: "Cancel",
  removed: "Demo data removed",
  removedDescription: "Only what you logged yourself remains.",
  /** The CONFLICT a second generation gets. */
  alreadyGenerated: "This account already holds demo data. Remove it before generating it again.",
  /** The NOT_FOUND a removal gets when there is nothing to remove. */
  nothingToRemove: "This account holds no demo data to remove.",
  /** The one-line label for pages that show demo rows (the dashboard banner). */
  banner: "Demo data: some entries here were generated to show how Attune works.",
  manage: "Manage demo data",
} as const;
