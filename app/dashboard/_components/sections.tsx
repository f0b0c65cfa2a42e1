import { FirstWeekGuideCard } from "@/components/dashboard/first-week-guide";
import { SuggestionCard } from "@/components/dashboard/suggestion-card";
import { DemoDataBanner } from "@/components/demo/demo-data-banner";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { settle } from "@/lib/http/errors";
import { loadDemoSetup } from "@/lib/services/dev-tools/load-demo-setup";
import { loadFirstWeekGuide } from "@/lib/services/dashboard/load-first-week-guide";
import { cardModel } from "./dashboard-input";

/*
 * What the page shows around the cards: the demo label, the first-week guide on top and the suggestion under the
 * quick actions. Not cards of the grid (app/dashboard/_cards holds those): they have fixed places, no skeleton and no
 * error state, and each is nothing at all when it has nothing to say or its read failed.
 */

interface SectionProps {
  userId: string;
}

/** The optional suggestion under the quick actions: nothing when there is none, or when its read failed. */
export async function SuggestionSection({ userId }: SectionProps) {
  const suggestion = await cardModel(userId, "suggestion", DASHBOARD_CARDS.suggestion);
  return suggestion.ok && suggestion.data ? <SuggestionCard suggestion={suggestion.data} /> : null;
}

/**
 * The "Demo data" label (decision 043): shown only while the account holds rows /demo-setup generated. In the first
 * paint, which it must not hold back: if its read fails (logged by settle), the dashboard goes on without it.
 */
export async function DemoBannerSection({ userId }: SectionProps) {
  const demo = await settle(() => loadDemoSetup({ userId }));
  return demo.ok ? <DemoDataBanner hasDemoData={demo.data.hasDemoData} className="mt-4" /> : null;
}

/**
 * The first-week guide at the top (issue #32): what to do next, ticked from the person's rows. A guide, not data: if
 * its read fails (logged by settle) the dashboard goes on without it rather than showing an error card.
 */
export async function FirstWeekGuideSection({ userId }: SectionProps) {
  const guide = await settle(() => loadFirstWeekGuide({ userId }));
  return guide.ok ? <FirstWeekGuideCard guide={guide.data} /> : null;
}
