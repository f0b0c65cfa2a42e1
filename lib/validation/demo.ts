import { z } from "zod";
import { DEMO_WEEKS, DEMO_WEEKS_MAX, DEMO_WEEKS_MIN } from "@/lib/domain/demo/kinds";

/**
 * Input of 'Generate demo data' (/demo-setup): only how many weeks, DEMO_WEEKS when left out. Whose account gets the
 * demo comes from the session; unknown keys are stripped, so a user id in the payload changes nothing. Removal takes
 * no input (partner.noInputSchema): it always removes the caller's own demo.
 */
export const demoMessages = {
  weeks: `Choose between ${DEMO_WEEKS_MIN} and ${DEMO_WEEKS_MAX} weeks`,
} as const;

export const generateDemoDataSchema = z
  .object({
    weeks: z
      .number({ error: demoMessages.weeks })
      .int({ error: demoMessages.weeks })
      .min(DEMO_WEEKS_MIN, { error: demoMessages.weeks })
      .max(DEMO_WEEKS_MAX, { error: demoMessages.weeks })
      .default(DEMO_WEEKS),
  })
  .default({ weeks: DEMO_WEEKS });

export type GenerateDemoDataInput = z.output<typeof generateDemoDataSchema>;
