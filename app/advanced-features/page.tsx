import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { AdvancedTabs } from "./_components/advanced-tabs";
import { parseAdvancedTab } from "./_components/tabs";

export const metadata: Metadata = { title: "Advanced Features" };

export default async function AdvancedFeaturesPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const { tab } = await searchParams;
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Advanced Features</h1>
      <p className="mt-1 text-sm text-muted">Coaching and AI analysis for the two of you.</p>
      <AdvancedTabs initialTab={parseAdvancedTab(tab)} />
    </AppShell>
  );
}
