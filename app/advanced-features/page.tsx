import type { Metadata } from "next";
import { AiAnalysis } from "@/components/coaching/ai-analysis";
import { CoachingPrograms } from "@/components/coaching/coaching-programs";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/domain/roles";
import { loadAiAnalysis } from "@/lib/services/ai-insights/load-ai-analysis";
import { loadCoachingPrograms } from "@/lib/services/coach/load-coaching-programs";
import { AdvancedTabs } from "./_components/advanced-tabs";
import { ADVANCED_TAB_TITLES, parseAdvancedTab, type AdvancedTab } from "./_components/tabs";

export const metadata: Metadata = { title: "Advanced Features" };

const INTRO: Record<AdvancedTab, string> = {
  coaching:
    "Short guided programs built on relationship research. Read a step, try it, tick it off: your progress is saved and private to you.",
  "ai-analysis":
    "What your last 30 days of moods, sleep, stress and check-ins show, with every figure beside the words.",
};

async function TabContent({ tab, user }: { tab: AdvancedTab; user: SessionUser }) {
  if (tab === "ai-analysis") return <AiAnalysis {...await loadAiAnalysis({ user })} />;
  const programs = await loadCoachingPrograms({ userId: user.id });
  // Remounted when the saved progress changes (after 'Start again'), so the ticks start from what is stored.
  const saved = programs.flatMap((p) => p.steps.filter((s) => s.done).map((s) => `${p.program.id}/${s.id}`)).join();
  return <CoachingPrograms key={saved} programs={programs} />;
}

function TabHeading({ tab }: { tab: AdvancedTab }) {
  return (
    <div className="mb-4">
      <h2 className="text-xl font-semibold">{ADVANCED_TAB_TITLES[tab]}</h2>
      <p className="mt-1 text-sm text-muted">{INTRO[tab]}</p>
    </div>
  );
}

export default async function AdvancedFeaturesPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const tab = parseAdvancedTab((await searchParams).tab);
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Advanced Features</h1>
      <p className="mt-1 text-sm text-muted">Guided coaching programs, and an analysis of your last 30 days.</p>
      <AdvancedTabs tab={tab}>
        <TabHeading tab={tab} />
        <TabContent tab={tab} user={user} />
      </AdvancedTabs>
    </AppShell>
  );
}
