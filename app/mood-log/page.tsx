import type { Metadata } from "next";
import { EMPTY_MOOD_FORM, setMoodValue } from "@/components/mood/mood-form";
import { AppShell } from "@/components/shell/app-shell";
import { LoaderCircle } from "@/components/ui/icons/loader-circle";
import { X } from "@/components/ui/icons/x";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { suggestEmotions, type EmotionSuggestion } from "@/lib/domain/individual-insights/suggestions";
import type { Clock, MoodRecord } from "@/lib/domain/types";
import { loadMoodLogContext } from "@/lib/services/moods/load-mood-log-context";
import { MOOD_LOG_VALUE_PARAM, moodValueParam } from "@/lib/validation/quick-mood";
import { MoodLogForm } from "./_components/mood-log-form";

export const metadata: Metadata = { title: "Mood Log" };

/** The form's icons, drawn here so that their code is not in the page's JavaScript (issue #34, decision 066). */
const MOOD_FORM_ICONS = {
  saving: <LoaderCircle aria-hidden className="size-5 text-brand-600 motion-safe:animate-spin" />,
  remove: <X aria-hidden className="size-4" />,
};

/**
 * The smart suggestions for the slider's first value, computed here so that they are in the first paint (issue #32);
 * the form computes the next ones in the browser once the engine's code has arrived, after hydration (issue #34,
 * decision 066). Spec 2 §4.7: suggestions fail quietly.
 */
function firstSuggestions(
  context: { clock: Clock; recentMoods: readonly MoodRecord[] },
  initialMoodValue: number | null,
): EmotionSuggestion[] {
  const { moodValue } = initialMoodValue === null ? EMPTY_MOOD_FORM : setMoodValue(EMPTY_MOOD_FORM, initialMoodValue);
  try {
    return suggestEmotions({ clock: context.clock, currentMoodValue: moodValue, moods: context.recentMoods });
  } catch {
    return [];
  }
}

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
        initialSuggestions={firstSuggestions(context, initialMoodValue)}
        userId={user.id}
        icons={MOOD_FORM_ICONS}
      />
    </AppShell>
  );
}
