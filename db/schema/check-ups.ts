import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, smallint } from "drizzle-orm/pg-core";
import { encryptedText } from "../columns";
import { createdAt, id, instant, ownerId } from "./_columns";

/** The instruments a check-up row holds (issue #39, decision 072): the relationship index and the personal check-in. */
export const checkUpInstrument = pgEnum("check_up_instrument", ["csi4", "phq4"]);

/**
 * One row per instrument a person answered at one sitting (issue #39, decision 081): the CSI-4, and the optional
 * PHQ-4 beside it with the same taken_at. The answers are encrypted (the item scores as JSON; a person's answers
 * about their relationship and their own mood are among the most private things stored here); the score is the
 * published total, kept plain so the trend can be read without decrypting. PHQ-4 rows are the person's alone: no
 * partner path reads them (lib/data/check-ups.ts selects only csi4 rows for a partner).
 */
export const checkUps = pgTable(
  "check_ups",
  {
    id: id(),
    userId: ownerId(),
    takenAt: instant("taken_at").notNull(),
    instrument: checkUpInstrument("instrument").notNull(),
    answers: encryptedText("check_ups", "answers").notNull(),
    score: smallint("score").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("check_ups_user_instrument_taken_idx").on(t.userId, t.instrument, t.takenAt),
    check(
      "check_ups_score_range",
      sql`${t.score} >= 0 and ${t.score} <= case ${t.instrument} when 'csi4' then 21 else 12 end`,
    ),
  ],
);
