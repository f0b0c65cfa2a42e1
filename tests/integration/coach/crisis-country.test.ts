import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { GET as getCoach, POST as postCoach } from "@/app/api/v1/coach/route";
import { db } from "@/db/client";
import { liveEvents, outbox, profiles, smartNotifications } from "@/db/schema";
import { logMood } from "@/lib/services/moods/log-mood";
import type { CoachStreamEvent } from "@/lib/services/coach/send-coach-message";
import { moodLogSchema } from "@/lib/validation/entries";
import { ALL_GRANTS_ON, couple, person, sessionCookieFor, setGrants, setMoodConsent } from "../../helpers/couples";

/**
 * Issue #35, decision 065: the crisis reply always has a number to call. The country comes from the phone number
 * (libphonenumber), else the time zone; a browser in UTC with no phone gets the international fallback (112 and Find
 * A Helpline) and the card asks for the country. Whatever is shown is the author's alone: nothing reaches the partner.
 */

const BASE = "http://attune.test";
const CRISIS_NOTE = "I don't want to be here anymore";

async function coachCrisis(userId: string) {
  const response = await postCoach(
    new Request(`${BASE}/api/v1/coach`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await sessionCookieFor(userId) },
      body: JSON.stringify({
        message: CRISIS_NOTE,
        conversationHistory: [],
        currentPage: "/dashboard",
        conversationId: randomUUID(),
      }),
    }),
  );
  const events = (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as CoachStreamEvent);
  return events.find((e) => e.type === "crisis") as Extract<CoachStreamEvent, { type: "crisis" }>;
}

const setPhone = (userId: string, phone: string) => db().update(profiles).set({ phone }).where(eq(profiles.id, userId));

describe("which country's lines", () => {
  test("a browser in UTC with no phone: 112 to call, Find A Helpline, and the country left to ask", async () => {
    const me = await person({ timezone: "UTC" });
    const crisis = await coachCrisis(me);
    expect(crisis.country).toBe("INTL");
    expect(crisis.categories).toContain("suicide");
    expect(crisis.resources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "call", value: "112" }),
        expect.objectContaining({ action: "web", value: "https://findahelpline.com" }),
      ]),
    );
  });

  test("the phone number's country wins over a UTC zone (Toronto's area code is Canada)", async () => {
    const me = await person({ timezone: "UTC" });
    await setPhone(me, "+14165550123");
    const crisis = await coachCrisis(me);
    expect(crisis.country).toBe("CA");
    expect(crisis.resources.map((r) => r.value)).toEqual(["988", "911"]);
  });

  test("without a phone the time zone decides, for every country in the table (France: 3114)", async () => {
    const me = await person({ timezone: "Europe/Paris" });
    const result = await logMood({
      userId: me,
      input: moodLogSchema.parse({ moodValue: -3, contextNotes: CRISIS_NOTE }),
    });
    expect(result.support).toMatchObject({ country: "FR" });
    expect(result.support?.resources.map((r) => r.value)).toEqual(["3114", "112"]);
  });

  test("the coach panel's 'Get help now' says whose lines it holds", async () => {
    const me = await person({ timezone: "Etc/UTC" });
    const response = await getCoach(
      new Request(`${BASE}/api/v1/coach`, { headers: { cookie: await sessionCookieFor(me) } }),
    );
    const panel = await response.json();
    expect(panel.helpCountry).toBe("INTL");
    expect(panel.help.map((line: { value: string }) => line.value)).toContain("112");
  });
});

describe("the author alone", () => {
  test("a crisis note and a crisis message leave nothing about help lines for the partner", async () => {
    const { viewer: author, partner } = await couple({ viewer: { timezone: "UTC" } });
    // Everything shared that can be: if anything about the crisis were sent, the partner would be allowed to see it.
    await setMoodConsent(author, true);
    await setGrants(author, ALL_GRANTS_ON);

    const before = await partnerRows(partner);
    const result = await logMood({
      userId: author,
      input: moodLogSchema.parse({ moodValue: -3, contextNotes: CRISIS_NOTE }),
    });
    expect(result.support?.resources.length).toBeGreaterThan(0);
    await coachCrisis(author);

    const after = await partnerRows(partner);
    const fresh = {
      notices: after.notices.filter((n) => !before.notices.some((b) => b.id === n.id)),
      outbox: after.outbox.filter((n) => !before.outbox.some((b) => b.id === n.id)),
      events: after.events.filter((n) => !before.events.some((b) => b.id === n.id)),
    };
    const words = /help ?line|crisis|support right now|112|988|findahelpline|emergency/i;
    for (const notice of fresh.notices) expect(`${notice.title} ${notice.message}`).not.toMatch(words);
    for (const mail of fresh.outbox) expect(`${mail.subject ?? ""} ${mail.template}`).not.toMatch(words);
    // A live event only says which kind of row changed; the crisis card is not one of them.
    for (const event of fresh.events) expect(event.kind).not.toMatch(/crisis|coach/);
  });
});

async function partnerRows(partner: string) {
  const [notices, mails, events] = await Promise.all([
    db()
      .select({ id: smartNotifications.id, title: smartNotifications.title, message: smartNotifications.message })
      .from(smartNotifications)
      .where(eq(smartNotifications.userId, partner)),
    db()
      .select({ id: outbox.id, subject: outbox.subject, template: outbox.template })
      .from(outbox)
      .where(eq(outbox.userId, partner)),
    db()
      .select({ id: liveEvents.id, kind: liveEvents.kind })
      .from(liveEvents)
      .where(eq(liveEvents.recipientId, partner)),
  ]);
  return { notices, outbox: mails, events };
}
