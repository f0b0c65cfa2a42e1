import { saveAiOutput } from "@/lib/data/ai-outputs";
import { takeCoachMessage } from "@/lib/data/coach";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { analysisPrompt, keepGrounded, writtenAnalysisSchema, type WrittenAnalysis } from "@/lib/domain/coach/analysis";
import { COACH_DAILY_MESSAGE_LIMIT, COACH_LIMIT_REACHED_MESSAGE } from "@/lib/domain/coach/limits";
import type { SessionUser } from "@/lib/domain/roles";
import { localDayKey } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";
import { aiModel } from "@/lib/integrations/ai";
import { assertEntitled } from "../billing/assert-entitled";
import { readAnalysisFigures } from "./load-ai-analysis";

const ANALYSIS_FAILED_MESSAGE =
  "We couldn't write your analysis right now. Your figures are below; please try again later.";

/**
 * 'Write my analysis' / 'Refresh analysis' (issue #15): the model writes from the figures alone (structured output,
 * checked with zod, paragraphs citing a figure we never gave dropped), the result is cached for the day. Each
 * request counts as one of the day's coach messages, so a Refresh cannot run up cost without limit.
 */
export async function writeAiAnalysis({
  user,
  now = new Date(),
}: {
  user: SessionUser;
  now?: Date;
}): Promise<WrittenAnalysis> {
  await assertEntitled({ userId: user.id, now });
  const model = aiModel();
  const { settings, figures } = await withReader(async (reader) => ({
    settings: await findUserSettings(user.id, reader),
    figures: await readAnalysisFigures({ user, now, reader }),
  }));
  if (!model || settings?.aiSuggestions === false) {
    throw new AppError(
      "CONFLICT",
      "The AI analysis is not available: your analysis is written from your figures instead.",
    );
  }
  if (figures.length === 0) throw new AppError("CONFLICT", "Log a mood on at least 5 days to get an analysis.");
  const day = localDayKey(now, user.timeZone);
  if (!(await takeCoachMessage(user.id, day, COACH_DAILY_MESSAGE_LIMIT))) {
    throw new AppError("RATE_LIMITED", COACH_LIMIT_REACHED_MESSAGE, { title: "Daily limit reached" });
  }
  const { system, prompt } = analysisPrompt(figures);
  let written: WrittenAnalysis | null;
  try {
    written = keepGrounded(
      await model.generate({ system, prompt, schema: writtenAnalysisSchema, name: "analysis" }),
      figures,
    );
  } catch {
    written = null;
  }
  if (!written) throw new AppError("UNAVAILABLE", ANALYSIS_FAILED_MESSAGE);
  await saveAiOutput(user.id, "analysis", day, JSON.stringify(written));
  return written;
}
