"use server";

import { generateDemoData } from "@/lib/services/dev-tools/generate-demo-data";
import { removeDemoData } from "@/lib/services/dev-tools/remove-demo-data";
import { generateDemoDataSchema } from "@/lib/validation/demo";
import { noInputSchema } from "@/lib/validation/partner";
import { action, requireUser } from "./result";

// /demo-setup: both act on the session user's own account only; no payload can name another person.

export const generateDemoDataAction = action
  .use(requireUser)
  .input(generateDemoDataSchema)
  .run(({ input, user }) => generateDemoData({ userId: user.id, weeks: input.weeks }));

export const removeDemoDataAction = action
  .use(requireUser)
  .input(noInputSchema)
  .run(({ user }) => removeDemoData({ userId: user.id }));
