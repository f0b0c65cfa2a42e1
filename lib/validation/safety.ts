import { z } from "zod";

/** Settings → Safety's quiet pause (decision 079): on or off, nothing else. */
export const quietPauseSchema = z.object({ paused: z.boolean() });
export type QuietPauseInput = z.output<typeof quietPauseSchema>;
