"use server";

import { clearPerformanceData } from "@/lib/services/dev-tools/clear-performance-data";
import { noInputSchema } from "@/lib/validation/partner";
import { action, requireAdmin, requireUser } from "./result";

/**
 * The Performance tab's 'Clear performance data' (issue #19), admins only. 'Force Health Check' on the Database tab
 * needs no action: every load of that tab runs the timed `select 1`, so the button refetches the tab.
 */
export const clearPerformanceDataAction = action
  .use(requireUser)
  .use(requireAdmin)
  .input(noInputSchema)
  .run(({ user }) => clearPerformanceData({ actorId: user.id }));
