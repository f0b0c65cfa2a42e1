import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { z } from "zod";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { liveEvents, outbox, partnerCheckins, partnerSpecialDates, sharedGoals, smartNotifications } from "@/db/schema";
import { reactToAnswerAction } from "@/lib/actions/questions";
import { listSharedCheckinsFromPartner } from "@/lib/data/checkins";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { AUTHOR_SUPPORT_TEXT } from "@/lib/domain/safety/author-support";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { shareHeldCheckin } from "@/lib/services/checkins/share-held-checkin";
import { createGoal, shareHeldGoal } from "@/lib/services/goals/create-goal";
import { importHistory } from "@/lib/services/import/import-history";
import { shareImportedEntries } from "@/lib/services/import/share-imported-entries";
import { logMood } from "@/lib/services/moods/log-mood";
import { reflectOnMood } from "@/lib/services/moods/reflect-on-mood";
import { sendPartnerReaction } from "@/lib/services/partners/send-partner-reaction";
import { answerQuestion } from "@/lib/services/questions/answer-question";
import { readQuestionDays } from "@/lib/services/questions/read-question-days";
import { reflectOnRitual } from "@/lib/services/rituals/reflect-on-ritual";
import { addSpecialDate } from "@/lib/services/special-dates/add-special-date";
import { updateSpecialDate } from "@/lib/services/special-dates/update-special-date";
import type { CrisisSupport } from "@/lib/services/safety/find-crisis-support";
import { importRequestSchema } from "@/lib/validation/imports";
import { stringPaths } from "@/lib/validation/testing/schema-paths";
import { couple, setPartnerSharing } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";
import { generateRitualAs } from "../../helpers/rituals";

/**
 * Issue #38 item 4 (decision 080): every free-text field of every schema in lib/validation is screened, like the
 * control-character table (lib/validation/control-characters.test.ts) covers every string field. Each field's row
 * writes through its real service: words about harm by a partner bring the author's help lines back, words without
 * it bring none, and the partner's side (their notices, live events and outbox: push, email and SMS twins) is
 * exactly what the same write without any screening would give them. For a field marked shared, that is the same
 * write marked private: the note is held back, and nothing says so.
 */

const HARM = "He hit me again last night and I'm scared of him";
const CALM = "A slow walk by the sea, and tea after";

interface Pair {
  author: string;
  partner: string;
}

interface Written {
  support: CrisisSupport | null;
  /** Only for a field whose write may be shared: the author is asked. */
  confirmShare?: boolean;
}

interface Row {
  /** "module.schema field", as the completeness test finds it. */
  fields: string[];
  /** `shared` is the author's own choice for fields that have one; ignored by the others. */
  write: (pair: Pair, text: string, shared: boolean) => Promise<Written>;
  /** The choice is the author's: the field is kept private when it speaks of harm, until they confirm. */
  held?: true;
}

async function todaysQuestion(author: string) {
  return (await readQuestionDays({ userId: author, timeZone: "UTC", now: new Date() })).todays;
}

const ROWS: Row[] = [
  {
    fields: ["entries.moodLogSchema contextNotes", "entries.moodLogSchema keywords.*", "entries.moodKeywordsSchema *"],
    write: ({ author }, text) =>
      logMood({
        userId: author,
        timeZone: "UTC",
        input: { moodValue: -1, keywords: [], emotionMetadata: [], contextNotes: text },
      }),
  },
  {
    fields: ["entries.moodReflectionSchema reflection"],
    write: async ({ author }, text) => {
      const { moodId } = await logMood({
        userId: author,
        timeZone: "UTC",
        input: { moodValue: 0, keywords: [], emotionMetadata: [], contextNotes: null },
      });
      return reflectOnMood({ userId: author, timeZone: "UTC", input: { moodId, reflection: text } });
    },
  },
  {
    fields: ["entries.partnerCheckinSchema gratitudeNote", "entries.checkinRequestSchema gratitudeNote"],
    held: true,
    write: async ({ author }, text, shared) => {
      await setPartnerSharing(author, shared);
      return logPartnerCheckin({
        userId: author,
        input: { connectionScore: 0, feeling: "grateful", gratitudeNote: text },
      });
    },
  },
  {
    fields: ["entries.personalCheckinSchema gratitudeNote"],
    write: ({ author }, text) =>
      logPersonalCheckin({ userId: author, input: { moodScore: 0, emotion: "sad", gratitudeNote: text } }),
  },
  {
    fields: ["goals.createGoalSchema title", "goals.createGoalSchema description"],
    held: true,
    write: ({ author }, text, shared) =>
      createGoal({
        userId: author,
        input: { title: text, description: text, targetDate: null, visibility: shared ? "shared" : "private" },
      }),
  },
  {
    fields: ["rituals.ritualReflectionSchema responseText"],
    write: async ({ author }, text) => {
      const ritualId = await generateRitualAs(author);
      return reflectOnRitual({ userId: author, input: { ritualId, liked: true, responseText: text } });
    },
  },
  {
    fields: ["special-dates.addSpecialDateSchema title", "special-dates.addSpecialDateSchema notes"],
    held: true,
    write: ({ author }, text, shared) => addSpecialDate({ userId: author, input: specialDate(text, shared) }),
  },
  {
    fields: ["special-dates.updateSpecialDateSchema title", "special-dates.updateSpecialDateSchema notes"],
    held: true,
    write: async ({ author }, text, shared) => {
      const { id } = await addSpecialDate({ userId: author, input: specialDate("Our day", false) });
      return updateSpecialDate({ userId: author, input: { id, ...specialDate(text, shared) } });
    },
  },
  {
    fields: ["partner-reactions.partnerReactionSchema note"],
    write: ({ author }, text) => sendPartnerReaction({ userId: author, input: { kind: null, note: text } }),
  },
  {
    // Imported history (decision 080's update): a note in the file, screened for its author in the import's batch.
    // Nothing is asked: imported entries are private, and one about harm stays so when the import is shared.
    fields: ["imports.importRequestSchema content"],
    write: async ({ author }, text, shared) => {
      const content = `full_date,date,weekday,time,mood,activities,note_title,note\n2024-05-01,May 1,Wednesday,20:30,bad,,,"${text.replaceAll('"', '""')}"\n`;
      const summary = await importHistory({
        userId: author,
        request: importRequestSchema.parse({ source: "daylio", content, moodMapping: [] }),
      });
      if (shared) await shareImportedEntries({ userId: author, importId: summary.importId });
      return { support: summary.support };
    },
  },
  {
    fields: ["questions.answerQuestionSchema answer"],
    write: async ({ author }, text) => {
      const todays = await todaysQuestion(author);
      return answerQuestion({
        userId: author,
        timeZone: "UTC",
        input: { day: todays.day, questionId: todays.questionId, answer: text },
      });
    },
  },
  {
    fields: ["questions.reactToAnswerSchema reply"],
    write: async ({ author, partner }, text) => {
      const todays = await todaysQuestion(author);
      for (const userId of [author, partner]) {
        await answerQuestion({
          userId,
          timeZone: "UTC",
          input: { day: todays.day, questionId: todays.questionId, answer: CALM },
        });
      }
      await actAs(author);
      const result = await reactToAnswerAction({ kind: "reply", day: todays.day, reply: text });
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.data as Written;
    },
  },
];

function specialDate(text: string, shared: boolean) {
  return {
    dateType: "anniversary" as const,
    title: text,
    dateValue: "2027-03-01",
    recurringAnnually: true,
    reminderDaysBefore: 7 as const,
    notes: text,
    sharedWithPartner: shared,
    confirmedShare: false,
  };
}

/**
 * String fields that are not words a person writes for themselves or their partner, by why. Every other string field
 * of every schema must be a ROWS field.
 */
const NOT_SCREENED: Record<string, string> = {
  // The coach screens its own messages on every turn, with the crisis response in place of a reply (decisions 035,
  // 045; tests/integration/coach).
  "coach.coachMessageSchema message": "the coach's own screen",
  "coach.coachMessageSchema conversationHistory.*.content": "the coach's own screen",
  "imports.importRequestSchema moodMapping.*.mood": "a mood's name in another app",
  // Names: the person's own or a fixed phrase they type to confirm.
  "auth.signUpSchema fullName": "a name",
  "credentials.partnerSignUpSchema fullName": "a name",
  "settings.accountUpdateSchema displayName": "a name",
  "account.deleteAccountSchema confirmation": "a fixed phrase",
  "partner.disconnectConfirmationSchema confirmation": "a fixed phrase",
  // Written by the browser or an admin's own test, not by a person about their life.
  "client-error.clientErrorReportSchema message": "an error report",
  "client-error.clientErrorReportSchema stack": "an error report",
  "client-error.clientErrorReportSchema name": "an error report",
  "dev-tools.testSmsSchema customMessage": "an admin's test text to their own phone",
};

/** Ids, dates, tokens, addresses, numbers, paths and codes: never words. */
const CODE =
  /(^|\.)(\w*Id|id|day|dateValue|targetDate|from|to|weeks|token|confirmPassword|password|email|partnerEmail|phone|phoneNumber|partnerPhone|ownPhone|endpoint|keys\.p256dh|keys\.auth|key|link|MessageSid|route|path|digest|errorId|currentPage|conversationId|loggedAt|quietHoursStart|quietHoursEnd|emotionMetadata\.\*\.emotionId|emotionId|)$/;

async function validationFields(): Promise<string[]> {
  const dir = fileURLToPath(new URL("../../../lib/validation/", import.meta.url));
  const fields: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const name = file.replace(/\.ts$/, "");
    const exports = (await import(`../../../lib/validation/${name}.ts`)) as Record<string, unknown>;
    for (const [schema, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      for (const path of stringPaths(value)) fields.push(`${name}.${schema} ${path}`);
    }
  }
  return fields;
}

describe("the table", () => {
  test("every string field of every schema is screened, or is not words (an id, a name, a code…) with a reason", async () => {
    const screened = new Set(ROWS.flatMap((row) => row.fields));
    const unlisted = (await validationFields()).filter(
      (field) => !screened.has(field) && !(field in NOT_SCREENED) && !CODE.test(field.split(" ")[1] ?? ""),
    );
    expect(unlisted).toEqual([]);
  });
});

/** What the partner could learn from: their notices, live events and outbox (push, email, SMS), ids left out. */
async function partnerSide(partner: string) {
  const notices = await db()
    .select({ type: smartNotifications.type, title: smartNotifications.title, message: smartNotifications.message })
    .from(smartNotifications)
    .where(eq(smartNotifications.userId, partner));
  const events = await db()
    .select({ kind: liveEvents.kind })
    .from(liveEvents)
    .where(eq(liveEvents.recipientId, partner));
  const sent = await db()
    .select({ channel: outbox.channel, template: outbox.template, subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.userId, partner));
  const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
  // A generated ritual's title is drawn at random: quoted titles are read as one.
  const unquoted = notices.map((notice) => ({ ...notice, message: notice.message.replace(/"[^"]*"/g, '"…"') }));
  return { notices: sorted(unquoted), events: sorted(events), sent: sorted(sent) };
}

const pair = async (): Promise<Pair> => {
  const { viewer, partner } = await couple({
    viewer: { displayName: "Robin Park" },
    partner: { displayName: "Jordan Lee" },
  });
  return { author: viewer, partner };
};

describe.each(ROWS.map((row) => [row.fields.join(" + "), row] as const))("%s", (_name, row) => {
  test("harm by a partner: the author gets the abuse lines; calm words: nothing", async () => {
    const harmed = await row.write(await pair(), HARM, false);
    expect(harmed.support).toMatchObject({ heading: AUTHOR_SUPPORT_TEXT.partnerHarm.heading });
    expect(harmed.support!.resources.length).toBeGreaterThan(1);
    expect((await row.write(await pair(), CALM, false)).support).toBeNull();
  });

  test("the partner's side is what it would be with no screening at all", async () => {
    const screened = await pair();
    const written = await row.write(screened, HARM, true);
    // The same write, unscreened: calm words, and for a field with a choice, that choice made private.
    const plain = await pair();
    await row.write(plain, CALM, !row.held);
    expect(await partnerSide(screened.partner)).toEqual(await partnerSide(plain.partner));
    if (row.held) expect(written.confirmShare).toBe(true);
    else expect(written.confirmShare ?? false).toBe(false);
  });
});

describe("a shared note held back, then the author's answer", () => {
  test("a partner check-in: private and unread by the partner; 'Share it' shares it as written, with the usual notice", async () => {
    const { author, partner } = await pair();
    const { checkinId, shared, confirmShare } = await logPartnerCheckin({
      userId: author,
      input: { connectionScore: -2, feeling: "distant", gratitudeNote: HARM },
    });
    expect({ shared, confirmShare }).toEqual({ shared: false, confirmShare: true });
    const access = (await resolvePartnerAccess(partner, db()))!;
    expect(await listSharedCheckinsFromPartner(access, new Date(0), new Date(Date.now() + 60_000))).toEqual([]);
    const [row] = await db().select().from(partnerCheckins).where(eq(partnerCheckins.id, checkinId));
    expect(row!.isSharedWithPartner).toBe(false);

    await shareHeldCheckin({ userId: author, checkinId });
    expect(
      (await listSharedCheckinsFromPartner(access, new Date(0), new Date(Date.now() + 60_000))).map((c) => c.id),
    ).toEqual([checkinId]);
    const notices = await db()
      .select({ title: smartNotifications.title })
      .from(smartNotifications)
      .where(eq(smartNotifications.userId, partner));
    expect(notices).toEqual([{ title: "Robin shared a check-in with you" }]);
    // Once shared there is nothing left to share: a second answer changes nothing.
    await expect(shareHeldCheckin({ userId: author, checkinId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  test("the partner cannot share the author's held check-in", async () => {
    const { author, partner } = await pair();
    const { checkinId } = await logPartnerCheckin({
      userId: author,
      input: { connectionScore: 0, feeling: "distant", gratitudeNote: HARM },
    });
    await expect(shareHeldCheckin({ userId: partner, checkinId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  test("a goal: private until 'Share it'", async () => {
    const { author } = await pair();
    const { id, confirmShare } = await createGoal({
      userId: author,
      input: { title: HARM, description: null, targetDate: null, visibility: "shared" },
    });
    expect(confirmShare).toBe(true);
    const visibility = async () =>
      (await db().select({ v: sharedGoals.visibility }).from(sharedGoals).where(eq(sharedGoals.id, id)))[0]!.v;
    expect(await visibility()).toBe("private");
    await shareHeldGoal({ userId: author, goalId: id });
    expect(await visibility()).toBe("shared");
  });

  test("a special date: private until saved again with the author's confirmation", async () => {
    const { author } = await pair();
    const { id, confirmShare } = await addSpecialDate({ userId: author, input: specialDate(HARM, true) });
    expect(confirmShare).toBe(true);
    const shared = async () =>
      (
        await db()
          .select({ shared: partnerSpecialDates.sharedWithPartner })
          .from(partnerSpecialDates)
          .where(and(eq(partnerSpecialDates.id, id)))
      )[0]!.shared;
    expect(await shared()).toBe(false);
    const again = await updateSpecialDate({
      userId: author,
      input: { id, ...specialDate(HARM, true), confirmedShare: true },
    });
    expect(again.confirmShare).toBe(false);
    expect(await shared()).toBe(true);
  });
});
