"use server";

import { restartCoachingProgram } from "@/lib/services/coach/restart-coaching-program";
import { setCoachingStep } from "@/lib/services/coach/set-coaching-step";
import { writeAiAnalysis } from "@/lib/services/ai-insights/write-ai-analysis";
import { coachingStepSchema, restartProgramSchema } from "@/lib/validation/coach";
import { noInputSchema } from "@/lib/validation/partner";
import { action, requireUser } from "./result";

// Progress in the Coaching tab is the person's own: each action writes only the session user's rows.

export const setCoachingStepAction = action
  .use(requireUser)
  .input(coachingStepSchema)
  .run(({ input, user }) => setCoachingStep({ userId: user.id, input }));

export const restartCoachingProgramAction = action
  .use(requireUser)
  .input(restartProgramSchema)
  .run(({ input, user }) => restartCoachingProgram({ userId: user.id, input }));

/** 'Write my analysis' / 'Refresh analysis' on the AI Analysis tab: the model writes today's from the figures. */
export const writeAiAnalysisAction = action
  .use(requireUser)
  .input(noInputSchema)
  .run(({ user }) => writeAiAnalysis({ user }));
