import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { GET as reportGet } from "@/app/api/v1/reports/counsellor/route";
import { POST as postCoach } from "@/app/api/v1/coach/route";
import { db } from "@/db/client";
import { checkUps, notificationPreferences, sharingGrants, smartNotifications } from "@/db/schema";
import { listPartnerCsi4 } from "@/lib/data/check-ups";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { userExportSections, type ExportRow } from "@/lib/data/user-export";
import { PHQ4 } from "@/lib/domain/check-up/phq4";
import { loadCheckUpPage } from "@/lib/services/check-up/load-check-up-page";
import { loadCheckUpPrompt } from "@/lib/services/check-up/load-check-up-prompt";
import { sendCheckUpReminders } from "@/lib/services/check-up/send-check-up-reminders";
import { takeCheckUp } from "@/lib/services/check-up/take-check-up";
import { updateNotificationPreferences } from "@/lib/services/notifications/update-notification-preferences";
import { updateSharingPreferences } from "@/lib/services/partners/update-sharing-preferences";
import { takeCheckUpSchema } from "@/lib/validation/check-up";
import { couple, person, sessionCookieFor, setTimeZone } from "../../helpers/couples";
import { startOpenAiStub } from "../../helpers/openai-stub";
import { pdfText } from "../../helpers/pdf-text";

/**
 * The monthly check-up (issue #39, decision 081): stored per instrument with the answers encrypted; the partner's
 * CSI-4 only while BOTH share their check-up trend; the PHQ-4 in no partner view, no partner's export, no counsellor
 * report and no model prompt; a reminder every 4 weeks under its own switch; the counsellor report's history.
 */

const NOV_1 = new Date("2026-11-01T15:00:00Z");
const DEC_1 = new Date("2026-12-01T15:00:00Z");

/** CSI-4 answers totalling `total` (happiness up to 6, then the rest up to 5 each). */
function csi4Answers(total: number) {
  const ids = ["happiness", "warm", "rewarding", "satisfied"] as const;
  const caps = [6, 5, 5, 5];
  let left = total;
  return Object.fromEntries(
    ids.map((id, i) => {
      const value = Math.min(caps[i]!, left);
      left -= value;
      return [id, value];
    }),
  );
}
/** A PHQ-4 of 3 on each item: 12 of 12, both subscales at the threshold. */
const PHQ4_HIGH = Object.fromEntries(PHQ4.items.map((item) => [item.id, 3]));

async function take(userId: string, total: number, now: Date, phq4: Record<string, number> | null = null) {
  return takeCheckUp({
    userId,
    timeZone: "UTC",
    input: takeCheckUpSchema.parse({ csi4: csi4Answers(total), phq4 }),
    now,
  });
}

async function share(userId: string, on: boolean) {
  await updateSharingPreferences({ userId, input: { shareCheckUps: on } });
}

async function exportOf(userId: string): Promise<Record<string, ExportRow[] | ExportRow | null>> {
  const out: Record<string, ExportRow[] | ExportRow | null> = {};
  for (const section of userExportSections(userId)) {
    if (section.kind === "object") out[section.name] = await section.read();
    else {
      const rows: ExportRow[] = [];
      for await (const row of section.read()) rows.push(row);
      out[section.name] = rows;
    }
  }
  return out;
}

describe("storage", () => {
  test("one row per instrument at the same instant, answers encrypted at rest, the result returned", async () => {
    const me = await person({ displayName: "Robin Lee" });
    const result = await take(me, 15, NOV_1, PHQ4_HIGH);
    expect(result.csi4).toEqual({ total: 15, level: "near" });
    expect(result.phq4).toMatchObject({ total: 12, anxietyAtThreshold: true, depressionAtThreshold: true });

    const rows = await db()
      .select({ instrument: checkUps.instrument, score: checkUps.score, takenAt: checkUps.takenAt })
      .from(checkUps)
      .where(eq(checkUps.userId, me))
      .orderBy(checkUps.instrument);
    expect(rows).toEqual([
      { instrument: "csi4", score: 15, takenAt: NOV_1 },
      { instrument: "phq4", score: 12, takenAt: NOV_1 },
    ]);
    const raw = await db().execute(sql`select answers from check_ups where user_id = ${me}`);
    for (const row of (raw as unknown as { rows: { answers: string }[] }).rows) {
      expect(row.answers).not.toContain("happiness");
      expect(row.answers).not.toContain("nervous");
    }
    // The next reminder: 10:00 on the 28th day after.
    const [prefs] = await db()
      .select({ at: notificationPreferences.nextCheckUpReminderAt })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me));
    expect(prefs!.at).toEqual(new Date("2026-11-29T10:00:00Z"));
  });

  test("nothing is stored unless every item has one of its own choices; a started PHQ-4 must be finished", async () => {
    const me = await person();
    await expect(
      takeCheckUp({ userId: me, timeZone: "UTC", input: { csi4: { happiness: 3 }, phq4: null }, now: NOV_1 }),
    ).rejects.toMatchObject({ code: "VALIDATION", message: expect.stringContaining("Please answer") });
    await expect(
      takeCheckUp({ userId: me, timeZone: "UTC", input: { csi4: csi4Answers(10), phq4: { nervous: 1 } }, now: NOV_1 }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(
      takeCheckUp({ userId: me, timeZone: "UTC", input: { csi4: { ...csi4Answers(10), warm: 9 } }, now: NOV_1 }),
    ).rejects.toMatchObject({ code: "VALIDATION", message: expect.stringContaining("outside that") });
    expect(await db().select().from(checkUps).where(eq(checkUps.userId, me))).toEqual([]);
  });

  test("the dashboard prompt shows before the first check-up and again 28 local days on, not between", async () => {
    const me = await person();
    expect(await loadCheckUpPrompt({ userId: me, now: NOV_1 })).toEqual({ first: true });
    await take(me, 16, NOV_1);
    expect(await loadCheckUpPrompt({ userId: me, now: new Date("2026-11-28T23:00:00Z") })).toBeNull();
    expect(await loadCheckUpPrompt({ userId: me, now: new Date("2026-11-29T00:00:00Z") })).toEqual({ first: false });
  });
});

describe("the check-up grant: mutual, off by default", () => {
  test("the partner's CSI-4 only while both share; never their PHQ-4; a revocation hides it at once", async () => {
    const { viewer, partner } = await couple({ partner: { displayName: "Pat Partner" } });
    await take(partner, 18, NOV_1, PHQ4_HIGH);
    await take(viewer, 12, NOV_1);

    const state = async () => (await loadCheckUpPage({ userId: viewer, timeZone: "UTC", now: DEC_1 })).couple;
    expect(await state()).toMatchObject({ partnerName: "Pat", state: "you_do_not_share", partnerTrend: null });

    await share(partner, true);
    expect(await state()).toMatchObject({ state: "you_do_not_share", partnerTrend: null });
    expect(await listPartnerCsi4((await resolvePartnerAccess(viewer, db()))!)).toEqual([]);

    await share(viewer, true);
    const both = await loadCheckUpPage({ userId: viewer, timeZone: "UTC", now: DEC_1 });
    expect(both.couple).toMatchObject({ state: "both_share" });
    expect(both.couple!.partnerTrend!.points.map((p) => p.total)).toEqual([18]);
    expect(both.chart).toEqual([{ month: "2026-11", label: "Nov 2026", tick: "Nov", mine: 12, partner: 18 }]);
    // The partner's PHQ-4 (12 of 12) is nowhere in the viewer's page: their own personal check-in is absent too.
    expect(both.lastPersonal).toBeNull();
    expect(await listPartnerCsi4((await resolvePartnerAccess(viewer, db()))!)).toEqual([{ takenAt: NOV_1, score: 18 }]);

    await share(partner, false);
    const after = await loadCheckUpPage({ userId: viewer, timeZone: "UTC", now: DEC_1 });
    expect(after.couple).toMatchObject({ state: "partner_does_not_share", partnerTrend: null });
    expect(after.chart.map((m) => m.partner)).toEqual([null]);
  });

  test("turning it on tells the partner, like every sharing change", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Alex Viewer" } });
    await share(viewer, true);
    const [notice] = await db()
      .select({ message: smartNotifications.message })
      .from(smartNotifications)
      .where(eq(smartNotifications.userId, partner));
    expect(notice!.message).toContain("their check-up trend");
    const [grant] = await db()
      .select({ on: sharingGrants.shareCheckUps })
      .from(sharingGrants)
      .where(eq(sharingGrants.userId, viewer));
    expect(grant!.on).toBe(true);
  });
});

describe("the reminder every 4 weeks", () => {
  test("one notice at 10:00 local on the due day, then 28 days on; its own switch stops it", async () => {
    const me = await person();
    await setTimeZone(me, "America/New_York");
    await takeCheckUp({ userId: me, timeZone: "America/New_York", input: { csi4: csi4Answers(16) }, now: NOV_1 });
    const mine = async () =>
      db()
        .select({ url: smartNotifications.actionUrl, key: smartNotifications.dedupeKey })
        .from(smartNotifications)
        .where(and(eq(smartNotifications.userId, me), eq(smartNotifications.type, "check_up")))
        .orderBy(smartNotifications.createdAt);
    // Due Nov 29, 10:00 in New York (UTC−5). Other tests' people may be swept too: only this person's notices count.
    const moment = new Date("2026-11-29T15:00:00Z");
    await sendCheckUpReminders({ now: new Date(moment.getTime() - 60_000) });
    expect(await mine()).toEqual([]);
    await sendCheckUpReminders({ now: moment });
    await sendCheckUpReminders({ now: moment });
    expect(await mine()).toEqual([{ url: "/check-up", key: "check_up:2026-11-29" }]);

    const fourWeeksOn = new Date("2026-12-27T15:00:00Z");
    await updateNotificationPreferences({ userId: me, input: { checkUpReminders: false } });
    await sendCheckUpReminders({ now: fourWeeksOn });
    expect(await mine()).toHaveLength(1);
    await updateNotificationPreferences({ userId: me, input: { checkUpReminders: true } });
    await sendCheckUpReminders({ now: fourWeeksOn });
    expect((await mine()).map((notice) => notice.key)).toEqual(["check_up:2026-11-29", "check_up:2026-12-27"]);
  });
});

describe("the counsellor report's history", () => {
  const report = async (userId: string) =>
    pdfText(
      await (
        await reportGet(
          new Request("http://attune.test/api/v1/reports/counsellor?weeks=12", {
            headers: { cookie: await sessionCookieFor(userId) },
          }),
        )
      ).arrayBuffer(),
    );

  test("the period's check-ups; the partner's only while both share; never a PHQ-4", async () => {
    const { viewer, partner } = await couple({
      viewer: { displayName: "Robin Example" },
      partner: { displayName: "Pat Partner" },
    });
    const now = new Date();
    const weeksAgo = (weeks: number) => new Date(now.getTime() - weeks * 7 * 86_400_000);
    await take(viewer, 11, weeksAgo(5), PHQ4_HIGH);
    await take(viewer, 14, weeksAgo(1));
    await take(partner, 19, weeksAgo(2), PHQ4_HIGH);
    await share(partner, true);

    const alone = await report(viewer);
    expect(alone).toContain("Monthly check-up");
    expect(alone).toMatch(/Robin Example: \w+ \d+, \d{4} 11 of 21; \w+ \d+, \d{4} 14 of 21\./);
    expect(alone).toContain("Not included: Your personal check-ins (PHQ-4)");
    expect(alone).toContain("Not included: Pat Partner's monthly check-ups (CSI-4) (you do not both share");
    expect(alone).not.toContain("19 of 21");
    expect(alone).not.toContain("of 12");

    await share(viewer, true);
    const both = await report(viewer);
    expect(both).toMatch(/Pat Partner: \w+ \d+, \d{4} 19 of 21\./);
    expect(both).toContain("Included: Pat Partner's monthly check-ups (CSI-4) (you both share your check-up trend)");
    expect(both).not.toContain("of 12");
  });
});

const stub = await startOpenAiStub(({ url }) =>
  url === "/v1/moderations"
    ? { json: { id: "m", model: "m", results: [{ flagged: false, categories: {}, category_scores: {} }] } }
    : { stream: ["Thanks."] },
);
afterEach(() => stub.disconnect());
afterAll(() => stub.close());

describe("export and the model", () => {
  test("the person's export has both instruments with their answers; the partner's has none of it", async () => {
    const { viewer, partner } = await couple();
    await share(viewer, true);
    await share(partner, true);
    await take(viewer, 9, NOV_1, PHQ4_HIGH);
    const mine = (await exportOf(viewer)).checkUps as ExportRow[];
    expect(mine.map((row) => [row.instrument, row.score]).sort()).toEqual([
      ["csi4", 9],
      ["phq4", 12],
    ]);
    expect(mine.find((row) => row.instrument === "phq4")!.answers).toEqual(PHQ4_HIGH);
    const theirs = await exportOf(partner);
    expect(theirs.checkUps).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('"phq4"');
  });

  test("no model prompt carries a check-up: the coach's request holds neither instrument", async () => {
    const { viewer, partner } = await couple();
    await share(viewer, true);
    await share(partner, true);
    await take(viewer, 7, NOV_1, PHQ4_HIGH);
    await take(partner, 8, NOV_1, PHQ4_HIGH);
    stub.connect();
    for (const userId of [viewer, partner]) {
      const response = await postCoach(
        new Request("http://attune.test/api/v1/coach", {
          method: "POST",
          headers: { "content-type": "application/json", cookie: await sessionCookieFor(userId) },
          body: JSON.stringify({
            message: "How are we doing?",
            conversationHistory: [],
            currentPage: "/check-up",
            conversationId: randomUUID(),
          }),
        }),
      );
      expect(response.status).toBe(200);
      await response.text();
    }
    const sent = JSON.stringify(stub.requests.map((request) => request.body));
    expect(stub.requests.some((request) => request.url === "/v1/chat/completions")).toBe(true);
    for (const word of ["PHQ", "CSI", "check-up", "Nearly every day", ...PHQ4.items.map((item) => item.text)]) {
      expect(sent).not.toContain(word);
    }
  });
});
