import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { loadMoodLogContext } from "@/lib/services/moods/load-mood-log-context";
import { MOOD_LOG_VALUE_PARAM, moodValueParam } from "@/lib/validation/quick-mood";
import { MoodLogForm } from "./_components/mood-log-form";

export const metadata: Metadata = { title: "Mood Log" };

/**
 * Spec 2 §2.1: the mood log. The page reads only what the smart suggestions need; the form does the rest.
 * `?mood=2` (the dashboard's 'Add details', issue #32) starts the slider at that face; anything else is ignored.
 */
export default async function MoodLogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const initialMoodValue = moodValueParam((await searchParams)[MOOD_LOG_VALUE_PARAM]);
  const context = await loadMoodLogContext({ userId: user.id });
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">How are you feeling?</h1>
      <p className="mt-1 text-sm text-muted">Take a moment to check in with yourself</p>
      <MoodLogForm
        recentMoods={context.recentMoods}
        clock={context.clock}
        initialMoodValue={initialMoodValue}
        userId={user.id}
      />
    </AppShell>
  );
}
