import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/reports/counsellor/route";
import { REPORT_IN_PROGRESS_MESSAGE } from "@/lib/http/person-slots";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { moodLogSchema, partnerCheckinSchema } from "@/lib/validation/entries";
import { pdfText } from "../../helpers/pdf-text";
import {
  ALL_GRANTS_ON,
  couple,
  NO_GRANTS,
  person,
  sessionCookieFor,
  setGrants,
  setMoodConsent,
  setPartnerSharing,
} from "../../helpers/couples";

/**
 * The report for a counsellor (issue #14) as the browser downloads it: a real PDF, opened with pdf.js and read back,
 * with the user's notes only when ticked and the partner's figures only as the partner shares them.
 */
const BASE = "http://attune.test";

function reportRequest(cookie: string, query: string) {
  return GET(new Request(`${BASE}/api/v1/reports/counsellor?${query}`, { headers: { cookie } }));
}

async function mood(userId: string, moodValue: number, contextNotes?: string) {
  await logMood({ userId, input: moodLogSchema.parse({ moodValue, keywords: ["calm"], contextNotes }) });
}

describe("GET /api/v1/reports/counsellor", () => {
  test("a PDF of the weeks chosen, streamed and never cached; notes only when ticked", async () => {
    const userId = await person({ displayName: "Robin Example" });
    const note = `Talked it through ${randomUUID().slice(0, 8)}`;
    await mood(userId, 2, note);
    const cookie = await sessionCookieFor(userId);

    const response = await reportRequest(cookie, "weeks=6");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="attune-report-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain("Wellbeing report for Robin Example");
    expect(text).toMatch(/6 weeks: \w+ \d+, \d{4} to \w+ \d+, \d{4}/);
    expect(text).toContain("1 moods on 1 days; average +2");
    expect(text).toContain("calm (1)");
    expect(text).toContain("Not included: Your notes");
    expect(text).toContain("Not included: Anything of a partner's (no partner is linked)");
    expect(text).not.toContain(note);

    const withNotes = await pdfText(await (await reportRequest(cookie, "weeks=2&notes=1")).arrayBuffer());
    expect(withNotes).toContain("Included: Your notes (you chose to include them)");
    expect(withNotes).toContain(note);
  });

  test("the partner's ratings and mood averages only under their consent and grants", async () => {
    const { viewer, partner } = await couple({ partner: { displayName: "Pat Partner" } });
    await mood(viewer, 1);
    await logPartnerCheckin({
      userId: partner,
      input: partnerCheckinSchema.parse({ connectionScore: -2, feeling: "distant" }),
    });
    const cookie = await sessionCookieFor(viewer);

    await setMoodConsent(partner, true);
    await setGrants(partner, ALL_GRANTS_ON);
    const shared = await pdfText(await (await reportRequest(cookie, "weeks=4")).arrayBuffer());
    expect(shared).toContain("Included: Pat Partner's connection ratings of you (Pat Partner shares them)");
    expect(shared).toContain("Included: Pat Partner's weekly mood averages");
    expect(shared).toContain("Pat Partner's rating");
    expect(shared).toContain("-2");

    await setGrants(partner, NO_GRANTS);
    await setMoodConsent(partner, false);
    await setPartnerSharing(partner, false);
    const hidden = await pdfText(await (await reportRequest(cookie, "weeks=4")).arrayBuffer());
    expect(hidden).toContain(
      "Not included: Pat Partner's connection ratings of you (Pat Partner does not share them with you)",
    );
    expect(hidden).toContain("Not included: Pat Partner's weekly mood averages");
    expect(hidden).not.toContain("Pat Partner's rating");
  });

  test("a period outside 2 to 12 weeks is refused in words; nobody signed in gets 401", async () => {
    const cookie = await sessionCookieFor(await person());
    for (const weeks of ["1", "13", "four"]) {
      const response = await reportRequest(cookie, `weeks=${weeks}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("Choose a period of 2 to 12 weeks");
    }
    expect((await reportRequest("", "weeks=4")).status).toBe(401);
  });

  test("two reports under way per person, ten an hour (issue #30): the rest are refused in words, not queued", async () => {
    const cookie = await sessionCookieFor(await person());
    const burst = await Promise.all([1, 2, 3].map(() => reportRequest(cookie, "weeks=4")));
    expect(burst.map((response) => response.status).sort()).toEqual([200, 200, 429]);
    const refused = burst.find((response) => response.status === 429)!;
    expect(JSON.stringify(await refused.json())).toContain(REPORT_IN_PROGRESS_MESSAGE);

    // Eight more one after another make ten; the eleventh waits for the hour.
    for (let i = 0; i < 8; i++) expect((await reportRequest(cookie, "weeks=2")).status).toBe(200);
    const eleventh = await reportRequest(cookie, "weeks=2");
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(await eleventh.json())).toMatch(/Too many attempts|try again/i);
  });
});
