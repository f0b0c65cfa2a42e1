import { date, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { RecapFacts } from "@/lib/domain/weekly-recap/facts";
import { createdAt, id, instant, ownerId, userRef } from "./_columns";

/**
 * The weekly recap (issue #37, decision 073): ONE row per circle (a couple, or one person alone) and week, so both
 * partners read the very same facts. Written once, when the week's recap is first due for either partner (the sweep)
 * or first read after that, under the circle's lock; the unique index makes a second write a no-op. The facts hold only
 * what each partner shared with the other when it was made (a partner's moods under their grants, goals under the goals
 * grant); a grant withdrawn later is applied again when the recap is read. Either member's account deletion deletes
 * it: it holds both people's week.
 */
export const weeklyRecaps = pgTable(
  "weekly_recaps",
  {
    id: id(),
    /** The members' ids sorted and joined with ":" (one id for one person alone): the circle the recap belongs to. */
    circleKey: text("circle_key").notNull(),
    /** The first member (sorted), and the second for a couple; both cascade. */
    userId: ownerId(),
    partnerId: userRef("partner_id", "cascade"),
    /** The first of the seven calendar dates covered; the recap day is the date after the last. */
    weekStart: date("week_start").notNull(),
    /** When the recap first came due (18:00 on the recap day, in the zone where it comes first). */
    dueAt: instant("due_at").notNull(),
    facts: jsonb("facts").$type<RecapFacts>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("weekly_recaps_circle_week_unique").on(t.circleKey, t.weekStart),
    index("weekly_recaps_user_idx").on(t.userId),
    index("weekly_recaps_partner_idx").on(t.partnerId),
  ],
);
