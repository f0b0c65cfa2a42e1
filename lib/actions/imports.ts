"use server";

import { shareImportedEntries } from "@/lib/services/import/share-imported-entries";
import { shareImportSchema } from "@/lib/validation/imports";
import { action, requireUser } from "./result";

// Settings → Import: the file itself goes to POST /api/v1/imports (several MB, over a server action's 1 MB, decision
// 076); sharing an import afterwards is a small write on the session user's own import.

export const shareImportAction = action
  .use(requireUser)
  .input(shareImportSchema)
  .run(({ input, user }) => shareImportedEntries({ userId: user.id, importId: input.importId }));
