import { randomBytes, randomUUID } from "node:crypto";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { keyIdOf } from "@/lib/security/encryption";
import { insertedId, newUser } from "@/tests/helpers/db-fixtures";

const {
  aiOutputs,
  coachMessages,
  emotionalCheckins,
  moods,
  outbox,
  partnerCheckins,
  partnerReactions,
  partnerSpecialDates,
  questionDays,
  ritualReflections,
  rituals,
  sharedGoals,
} = schema;

/** Columns whose driver value is an Attune ciphertext: found from the schema, so a new one cannot be missed. */
function encryptedColumns(): string[] {
  const found: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const column of getTableConfig(value).columns) {
      if (column.columnType !== "PgCustomColumn") continue;
      const stored = column.mapToDriverValue("probe");
      if (typeof stored === "string" && keyIdOf(stored)) found.push(`${getTableName(value)}.${column.name}`);
    }
  }
  return found.sort();
}

interface Case {
  table: PgTable & { id: PgColumn };
  column: PgColumn;
  /** Inserts a row holding `text` in the column and returns its id. */
  insert: (userId: string, text: string) => Promise<string>;
}

/** The unencrypted columns of an outbox email. */
const anEmail = { channel: "email", template: "t", recipient: "a@example.com" } as const;

let aiOutputDays = 0;
let questionDayCount = 0;

const cases: Record<string, Case> = {
  "coach_messages.content": {
    table: coachMessages,
    column: coachMessages.content,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(coachMessages)
          .values({ userId, conversationId: randomUUID(), role: "user", content: text })
          .returning(),
      ),
  },
  "ai_outputs.content": {
    table: aiOutputs,
    column: aiOutputs.content,
    // One row per person, kind and day: each insert takes the next day, so a second row of one person fits.
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(aiOutputs)
          .values({
            userId,
            kind: "analysis",
            day: `2026-01-${String(++aiOutputDays).padStart(2, "0")}`,
            content: text,
          })
          .returning(),
      ),
  },
  "moods.context_notes": {
    table: moods,
    column: moods.contextNotes,
    insert: (userId, text) =>
      insertedId(db().insert(moods).values({ userId, moodValue: 1, contextNotes: text }).returning()),
  },
  "moods.reflection": {
    table: moods,
    column: moods.reflection,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(moods)
          .values({ userId, moodValue: 1, reflectionPrompt: "high-helped", reflection: text })
          .returning(),
      ),
  },
  // The check-up's answers (decision 081): the item scores as JSON; the score itself stays plain for the trend.
  "check_ups.answers": {
    table: schema.checkUps,
    column: schema.checkUps.answers,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(schema.checkUps)
          .values({ userId, takenAt: new Date(), instrument: "csi4", answers: text, score: 10 })
          .returning(),
      ),
  },
  "emotional_checkins.gratitude_note": {
    table: emotionalCheckins,
    column: emotionalCheckins.gratitudeNote,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(emotionalCheckins)
          .values({ userId, moodScore: 0, emotionalState: "grateful", gratitudeNote: text })
          .returning(),
      ),
  },
  "partner_checkins.partner_gratitude_note": {
    table: partnerCheckins,
    column: partnerCheckins.partnerGratitudeNote,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(partnerCheckins)
          .values({ userId, partnerConnectionScore: 2, partnerEmotionTag: "appreciated", partnerGratitudeNote: text })
          .returning(),
      ),
  },
  "partner_reactions.note": {
    table: partnerReactions,
    column: partnerReactions.note,
    // A note to oneself is enough to prove the column: the reader's access is not what is tested here.
    insert: (userId, text) =>
      insertedId(db().insert(partnerReactions).values({ userId, recipientId: userId, note: text }).returning()),
  },
  // The question for two (issue #37): the answer, the reply to the partner's answer and the follow-up question.
  ...Object.fromEntries(
    (["answer", "reply", "followUp"] as const).map((field) => [
      `question_days.${questionDays[field].name}`,
      {
        table: questionDays,
        column: questionDays[field],
        insert: (userId: string, text: string) =>
          insertedId(
            db()
              .insert(questionDays)
              .values({
                userId,
                day: `2026-02-${String(++questionDayCount).padStart(2, "0")}`,
                questionId: "light-001",
                ...(field === "answer" ? { answer: text, answeredAt: new Date() } : {}),
                ...(field === "reply" ? { reply: text, repliedAt: new Date() } : {}),
                ...(field === "followUp" ? { followUp: text } : {}),
              })
              .returning(),
          ),
      } satisfies Case,
    ]),
  ),
  "ritual_reflections.response_text": {
    table: ritualReflections,
    column: ritualReflections.responseText,
    insert: async (userId, text) => {
      const [ritual] = await db().insert(rituals).values({ userId, title: "Evening walk" }).returning();
      return insertedId(
        db()
          .insert(ritualReflections)
          .values({ ritualId: ritual!.id, userId, responseText: text, liked: true })
          .returning(),
      );
    },
  },
  "shared_goals.description": {
    table: sharedGoals,
    column: sharedGoals.description,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(sharedGoals)
          .values({ user1Id: userId, createdBy: userId, title: "Trip", description: text })
          .returning(),
      ),
  },
  "partner_special_dates.notes": {
    table: partnerSpecialDates,
    column: partnerSpecialDates.notes,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(partnerSpecialDates)
          .values({ userId, dateType: "anniversary", title: "Anniversary", dateValue: "2019-09-14", notes: text })
          .returning(),
      ),
  },
  "outbox.body_text": {
    table: outbox,
    column: outbox.bodyText,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(outbox)
          .values({ userId, ...anEmail, bodyText: text })
          .returning(),
      ),
  },
  "outbox.body_html": {
    table: outbox,
    column: outbox.bodyHtml,
    insert: (userId, text) =>
      insertedId(
        db()
          .insert(outbox)
          .values({ userId, ...anEmail, bodyText: "x", bodyHtml: text })
          .returning(),
      ),
  },
};

async function rawValue(c: Case, id: string): Promise<string> {
  const result = await db().execute(
    sql`select ${sql.identifier(c.column.name)} as v from ${sql.identifier(getTableName(c.table))} where id = ${id}`,
  );
  return (result as { rows: { v: string }[] }).rows[0]!.v;
}

async function readValue(c: Case, id: string): Promise<unknown> {
  const [row] = await db().select({ v: c.column }).from(c.table).where(eq(c.table.id, id));
  return row!.v;
}

const key = () => randomBytes(32).toString("base64");
let savedKeys: string | undefined;
beforeEach(() => {
  savedKeys = process.env.DATA_ENCRYPTION_KEYS;
});
afterEach(() => {
  process.env.DATA_ENCRYPTION_KEYS = savedKeys;
  resetEnvForTests();
});
function useKeys(spec: string): void {
  process.env.DATA_ENCRYPTION_KEYS = spec;
  resetEnvForTests();
}

test("every encrypted column in the schema is covered here", () => {
  expect(encryptedColumns()).toEqual(Object.keys(cases).sort());
});

describe.each(Object.entries(cases))("%s", (_name, c) => {
  test("SQL sees ciphertext, drizzle returns the plaintext", async () => {
    const userId = await newUser();
    const secret = `we argued about the move ${randomUUID()} — ça va mieux 💛`;
    const id = await c.insert(userId, secret);
    const raw = await rawValue(c, id);
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain("argued");
    expect(keyIdOf(raw)).toBeDefined();
    expect(await readValue(c, id)).toBe(secret);
  });

  test("values written under an old key still decrypt after rotation; new writes use the new key", async () => {
    const [oldKey, newKey] = [key(), key()];
    useKeys(`old:${oldKey}`);
    const userId = await newUser();
    const before = await c.insert(userId, "written before rotation");
    expect(keyIdOf(await rawValue(c, before))).toBe("old");

    useKeys(`new:${newKey},old:${oldKey}`);
    expect(await readValue(c, before)).toBe("written before rotation");
    const after = await c.insert(userId, "written after rotation");
    expect(keyIdOf(await rawValue(c, after))).toBe("new");

    // Once the old key is retired, its rows can no longer be read: rotation must re-encrypt before dropping it.
    useKeys(`new:${newKey}`);
    expect(await readValue(c, after)).toBe("written after rotation");
    await expect(readValue(c, before)).rejects.toThrow();
  });
});

test("a ciphertext copied into another column does not decrypt there", async () => {
  const userId = await newUser();
  const moodId = await cases["moods.context_notes"]!.insert(userId, "private");
  const checkin = cases["emotional_checkins.gratitude_note"]!;
  const checkinId = await checkin.insert(userId, "thanks");
  await db().execute(
    sql`update emotional_checkins set gratitude_note = (select context_notes from moods where id = ${moodId}) where id = ${checkinId}`,
  );
  await expect(readValue(checkin, checkinId)).rejects.toThrow();
});
