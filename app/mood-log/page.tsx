import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { loadMoodLogContext } from "@/lib/services/load-mood-log-context";
import { MoodLogForm } from "./_components/mood-log-form";

export const metadata: Metadata = { title: "Mood Log" };

/** Spec 2 §2.1: the mood log. The page reads only what the smart suggestions need; the form does the rest. */
export default async function MoodLogPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const context = await loadMoodLogContext({ userId: user.id });
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">How are you feeling?</h1>
      <p className="mt-1 text-sm text-muted">Take a moment to check in with yourself</p>
      <MoodLogForm recentMoods={context.recentMoods} profileTimeZone={context.timeZone} userId={user.id} />
    </AppShell>
  );
}
