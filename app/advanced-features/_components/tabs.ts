export const ADVANCED_TABS = ["coaching", "ai-analysis"] as const;
export type AdvancedTab = (typeof ADVANCED_TABS)[number];

/** ?tab= presets the tab (spec 1 §2); "analysis" is accepted as a shorter spelling, anything else opens Coaching. */
export function parseAdvancedTab(value: unknown): AdvancedTab {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === "ai-analysis" || raw === "analysis") return "ai-analysis";
  return "coaching";
}

export const ADVANCED_TAB_TITLES: Record<AdvancedTab, string> = { coaching: "Coaching", "ai-analysis": "AI Analysis" };
