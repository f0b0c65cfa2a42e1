import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { biometricData, moods } from "@/db/schema";
import { quickLogMoodAction } from "@/lib/actions/entries";
import { moodStatus } from "@/lib/domain/labels";
import { readQuickMoodOutcome } from "@/lib/validation/quick-mood";
import { person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * The dashboard's quick mood row (issue #32): its form posts one face and the key the server wrote into it; the
 * action logs the mood with the full form's service, for the signed-in person only, and redirects to the dashboard
 * with the outcome in the address (which the row reads back).
 */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** Posts the form as the browser does, and returns where Next's redirect() signal would send the browser. */
async function post(fields: Record<string, string>): Promise<string> {
  const thrown = await quickLogMoodAction(form(fields)).then(
    () => null,
    (error: unknown) => error,
  );
  const digest = (thrown as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT;")) throw new Error("expected a redirect");
  return digest.split(";")[2]!;
}

const outcomeOf = (href: string) => {
  const url = new URL(href, "http://attune.test");
  expect(url.pathname).toBe("/dashboard");
  return readQuickMoodOutcome(Object.fromEntries(url.searchParams));
};

async function moodsOf(userId: string) {
  return db()
    .select({
      userId: moods.userId,
      value: moods.moodValue,
      keywords: moods.moodKeywords,
      metadata: moods.emotionMetadata,
      notes: moods.contextNotes,
      at: moods.timestamp,
    })
    .from(moods)
    .where(eq(moods.userId, userId));
}

afterEach(() => actAs(null));

describe("quick mood: two taps store one mood", () => {
  test("stores exactly one mood with the chosen value, for the signed-in person, and says so on the dashboard", async () => {
    const me = await person();
    await actAs(me);
    const before = Date.now();

    expect(outcomeOf(await post({ mood: "2", key: randomUUID() }))).toEqual({ status: "logged" });

    const stored = await moodsOf(me);
    expect(stored).toHaveLength(1);
    const [mood] = stored;
    expect(mood).toMatchObject({ userId: me, value: 2, keywords: [], notes: null });
    expect(mood!.metadata ?? []).toEqual([]);
    // The label every screen shows for it is the server's, from the value alone.
    expect(moodStatus(mood!.value)).toMatchObject({ label: "Great", emoji: "😊" });
    expect(mood!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(mood!.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Sleep and stress were not asked, so nothing is stored for them.
    expect(await db().select().from(biometricData).where(eq(biometricData.userId, me))).toEqual([]);
  });

  test("every face of the scale stores its own value and reads back as its label", async () => {
    const me = await person();
    await actAs(me);
    for (const value of [-3, -2, -1, 0, 1, 2, 3]) {
      expect(outcomeOf(await post({ mood: String(value), key: randomUUID() }))).toEqual({ status: "logged" });
    }
    const labels = (await moodsOf(me)).map((m) => moodStatus(m.value).label).sort();
    expect(labels).toEqual(["Difficult", "Excellent", "Good", "Great", "Low", "Okay", "Very Difficult"].sort());
  });

  test("a double tap on Save (the same rendering's key twice) stores one mood", async () => {
    const me = await person();
    await actAs(me);
    const key = randomUUID();
    expect(outcomeOf(await post({ mood: "-1", key }))).toEqual({ status: "logged" });
    expect(outcomeOf(await post({ mood: "-1", key }))).toEqual({ status: "logged" });
    expect((await moodsOf(me)).map((m) => m.value)).toEqual([-1]);

    // The next rendering's key is a new mood.
    expect(outcomeOf(await post({ mood: "1", key: randomUUID() }))).toEqual({ status: "logged" });
    expect((await moodsOf(me)).map((m) => m.value).sort()).toEqual([-1, 1]);
  });

  test("only the face is read: feelings, notes or another person's id in the post change nothing", async () => {
    const me = await person();
    const other = await person();
    await actAs(me);
    const outcome = outcomeOf(
      await post({ mood: "0", key: randomUUID(), userId: other, keywords: "sad", contextNotes: "secret" }),
    );
    expect(outcome).toEqual({ status: "logged" });
    expect(await moodsOf(other)).toEqual([]);
    expect(await moodsOf(me)).toEqual([expect.objectContaining({ userId: me, value: 0, keywords: [], notes: null })]);
  });

  test("no face (or one off the scale): the dashboard says to choose one, and nothing is stored", async () => {
    const me = await person();
    await actAs(me);
    expect(outcomeOf(await post({ key: randomUUID() }))).toEqual({ status: "error", error: "invalid", value: null });
    expect(outcomeOf(await post({ mood: "5", key: randomUUID() }))).toEqual({
      status: "error",
      error: "invalid",
      value: null,
    });
    expect(await moodsOf(me)).toEqual([]);
  });

  test("without a session nothing is stored; the face is kept for when the person is back", async () => {
    const me = await person();
    await actAs(null);
    expect(outcomeOf(await post({ mood: "3", key: randomUUID() }))).toEqual({
      status: "error",
      error: "failed",
      value: 3,
    });
    expect(await moodsOf(me)).toEqual([]);
  });
});
