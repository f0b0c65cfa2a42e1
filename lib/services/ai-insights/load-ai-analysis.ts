import { findAiOutput } from "@/lib/data/ai-outputs";
import { listAuthoredCheckinScores } from "@/lib/data/checkins";
import { listBiometricsBetween, listMoodValuesBetween } from "@/lib/data/moods";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import {
  analysisFigures,
  ANALYSIS_DAYS,
  keepGrounded,
  writeOfflineAnalysis,
  writtenAnalysisSchema,
  type AnalysisFigure,
  type WrittenAnalysis,
} from "@/lib/domain/coach/analysis";
import type { SessionUser } from "@/lib/domain/roles";
import { localDayKey, localDayWindow } from "@/lib/domain/time";
import type { Executor } from "@/lib/data/transaction";
import { aiModel } from "@/lib/integrations/ai";

export interface AiAnalysisView {
  figures: AnalysisFigure[];
  /** Null when there is nothing to analyse, or the model has not written today's yet. */
  written: WrittenAnalysis | null;
  /**
   * "ai": a model writes it (on request, cached for the day); "offline": written here from the figures, because no
   * model is connected or the person turned AI suggestions off.
   */
  mode: "ai" | "offline";
  aiSuggestionsOff: boolean;
}

/** The figures of the last 30 days (and the 30 before, for the change), from the person's own records only. */
export async function readAnalysisFigures({
  user,
  now,
  reader,
}: {
  user: SessionUser;
  now: Date;
  reader: Executor;
}): Promise<AnalysisFigure[]> {
  const recent = localDayWindow(now, user.timeZone, ANALYSIS_DAYS);
  const both = localDayWindow(now, user.timeZone, ANALYSIS_DAYS * 2);
  const [moods, biometrics, connection] = await Promise.all([
    listMoodValuesBetween(user.id, both.from, both.to, reader),
    listBiometricsBetween(user.id, recent.from, recent.to, reader),
    listAuthoredCheckinScores(user.id, recent.from, recent.to, reader),
  ]);
  return analysisFigures({ clock: { now, timeZone: user.timeZone }, moods, biometrics, connection });
}

/** A cached analysis is shown only while it still parses and cites only today's figures. */
function cached(content: string | null, figures: readonly AnalysisFigure[]): WrittenAnalysis | null {
  if (!content) return null;
  try {
    const parsed = writtenAnalysisSchema.safeParse(JSON.parse(content));
    return parsed.success ? keepGrounded(parsed.data, figures) : null;
  } catch {
    return null;
  }
}

/** The AI Analysis tab (issue #15): the figures always; the text from today's cache, or written here offline. */
export async function loadAiAnalysis({
  user,
  now = new Date(),
}: {
  user: SessionUser;
  now?: Date;
}): Promise<AiAnalysisView> {
  return withReader(async (reader) => {
    const [settings, figures, content] = await Promise.all([
      findUserSettings(user.id, reader),
      readAnalysisFigures({ user, now, reader }),
      findAiOutput(user.id, "analysis", localDayKey(now, user.timeZone), reader),
    ]);
    // Spec 3 §3: settings default to on when the row is missing.
    const aiSuggestionsOff = settings?.aiSuggestions === false;
    const mode = aiModel() && !aiSuggestionsOff ? "ai" : "offline";
    const written = mode === "ai" ? cached(content, figures) : writeOfflineAnalysis(figures);
    return { figures, written, mode, aiSuggestionsOff };
  });
}
