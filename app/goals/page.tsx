import type { Metadata } from "next";
import { GoalsScreen } from "@/components/goals/goals-screen-island";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { GOALS_TEXT } from "@/lib/domain/goals";
import { loadGoals } from "@/lib/services/goals/load-goals";

export const metadata: Metadata = { title: GOALS_TEXT.title };

export default async function GoalsPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const model = await loadGoals({ userId: user.id });
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">{GOALS_TEXT.title}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">Intentions you share and move towards together.</p>
      <GoalsScreen model={model} />
    </AppShell>
  );
}
