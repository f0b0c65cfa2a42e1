import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { ComingSoon } from "@/components/shell/coming-soon";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Relationship Insights" };

export default async function RelationshipInsightsPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <ComingSoon
        title="Relationship Insights"
        purpose="Your relationship health score, its trends and what is behind them."
      />
    </AppShell>
  );
}
