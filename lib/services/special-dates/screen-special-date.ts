import { screenedVisibility } from "@/lib/domain/safety/screened-visibility";
import type { AddSpecialDateInput } from "@/lib/validation/special-dates";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";

/**
 * A special date's words screened before it is added or edited (decision 080): the author alone may get the help
 * lines, and a date marked shared that speaks of harm by a partner is kept private until its author confirms
 * (confirmedShare), so `confirmShare` asks them.
 */
export async function screenSpecialDate({
  userId,
  input,
}: {
  userId: string;
  input: Pick<AddSpecialDateInput, "title" | "notes" | "sharedWithPartner" | "confirmedShare">;
}): Promise<{ support: CrisisSupport | null; sharedWithPartner: boolean; confirmShare: boolean }> {
  const { screen, support } = await screenForAuthor({ userId, texts: [input.title, input.notes] });
  const held = screenedVisibility({
    requested: input.sharedWithPartner ? "shared" : "private",
    screen,
    confirmedShare: input.confirmedShare,
  });
  return { support, sharedWithPartner: held.visibility === "shared", confirmShare: held.needsConfirmation };
}
