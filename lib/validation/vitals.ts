import { z } from "zod";
import { WEB_VITAL_NAMES } from "@/lib/domain/dev-tools-health";
import { text } from "./text";

/**
 * One Web Vitals measurement from a signed-in person's browser (POST /api/v1/vitals, issue #19). Bounded on every
 * side: the figures only ever feed percentiles on /dev-tools, so anything a browser could not have measured is refused
 * rather than allowed to skew them.
 */

/** Ten minutes: no real page load, paint or interaction takes longer; CLS scores stay far below it. */
export const VITAL_VALUE_MAX = 600_000;
export const VITAL_ROUTE_MAX = 200;

export const webVitalSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().min(0).max(VITAL_VALUE_MAX),
  /** The page's path, as location.pathname gives it: no origin, query or fragment. */
  route: text({ max: VITAL_ROUTE_MAX, trim: false }).regex(/^\/[^?#]*$/),
});

export type WebVitalReport = z.infer<typeof webVitalSchema>;
