import { listGoalRows } from "@/lib/data/goals";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import { goalCard, latestCompletedTitle, type GoalsScreenModel } from "@/lib/domain/goals";
import { formatDayKey } from "@/lib/domain/time";

/**
 * /goals (spec 3 §2, issue #16): the person's own goals and the shared goals their partner created while the
 * partner's goals grant is on (lib/data/goals goalsVisibleTo), split into the two tabs.
 */
export async function loadGoals({ userId }: { userId: string }): Promise<GoalsScreenModel> {
  return withReader(async (reader) => {
    const access = await resolvePartnerAccess(userId, reader);
    const rows = await listGoalRows(userId, access, reader);
    const cards = rows.map((row) => goalCard(row, userId, (day) => formatDayKey(day, { withYear: true })));
    return {
      hasPartner: access !== null,
      active: cards.filter((card) => !card.completed),
      // Newest completion first would need the time; the tab lists them in the order they were made, like Active.
      completed: cards.filter((card) => card.completed),
      lastCompletedTitle: latestCompletedTitle(rows),
    };
  });
}
