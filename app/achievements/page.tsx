import type { Metadata } from "next";
import { AchievementsView } from "@/components/achievements/achievements-view";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { parseAchievementTab, parseShowAll } from "@/lib/domain/achievements";
import { loadAchievements } from "@/lib/services/achievements/load-achievements";

export const metadata: Metadata = { title: "Achievements" };

/**
 * The Achievements screen (spec 2 §2.5). The category (?tab=) and "show all" (?all=1) are in the URL, so each filter
 * is a link and the page is rendered on the server from the user's own stored achievements (and, under the
 * partner's achievements grant, their partner's newest: decision 030).
 */
export default async function AchievementsPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string | string[]; all?: string | string[] }>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const { tab, all } = await searchParams;
  const model = await loadAchievements({
    userId: user.id,
    tab: parseAchievementTab(tab),
    showAll: parseShowAll(all),
  });
  return (
    <AppShell user={user}>
      <AchievementsView model={model} />
    </AppShell>
  );
}
