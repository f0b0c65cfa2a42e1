import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  PARTNER_ALERT_ROUTES,
  PARTNER_ALERT_WINDOW_HOURS,
  isHighStressMood,
  partnerAlert,
  whenLogged,
  type PartnerAlertInput,
} from "./partner-alert";
import { MS_PER_HOUR } from "./time";
import type { MoodRecord, PartnerCheckinRecord } from "./types";

const NY = "America/New_York";
// 19:00 EDT on Tuesday 10 March 2026, two days after the US spring-forward change.
const NOW = new Date("2026-03-10T23:00:00Z");
const clock = { now: NOW, timeZone: NY };
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * MS_PER_HOUR);

const mood = (at: Date, value: number, keywords: string[] = [], notes: string | null = null): MoodRecord => ({
  value,
  keywords,
  notes,
  emotionMetadata: null,
  at,
});
const checkin = (at: Date, subjectId: string | null = "robin"): PartnerCheckinRecord => ({
  id: at.toISOString(),
  authorId: "jamie",
  subjectId,
  score: 1,
  feeling: "supported",
  note: null,
  shared: true,
  at,
});

const alertFor = (moods: MoodRecord[] | null, patch: Partial<PartnerAlertInput> = {}) =>
  partnerAlert({
    clock,
    partner: { id: "robin", displayName: "Robin Alvarez", moods },
    checkins: [],
    sharingEnabled: true,
    ...patch,
  });

describe("what raises it", () => {
  test("a low mood this morning: first name only, a calm sentence, two ways to respond", () => {
    const alert = alertFor([mood(new Date("2026-03-10T13:30:00Z"), -1)]);
    expect(alert).toEqual({
      partnerFirstName: "Robin",
      lowMood: true,
      highStress: false,
      loggedAt: new Date("2026-03-10T13:30:00Z"),
      message: "Robin logged a low mood this morning.",
      invitation: "Let Robin know you're thinking of them.",
      actions: [
        { label: "Check in with Robin", href: "/checkin", hint: null },
        {
          label: "Send a kind word",
          href: "/checkin#gratitude-note",
          hint: "A gratitude note in your check-in, shared with Robin.",
        },
      ],
    });
    expect(JSON.stringify(alert)).not.toContain("Alvarez");
  });

  test("the mood's words follow the partner screen's labels", () => {
    expect(alertFor([mood(hoursAgo(1), -2)])?.message).toBe("Robin logged a difficult mood this evening.");
    expect(alertFor([mood(hoursAgo(1), -3)])?.message).toBe("Robin logged a very difficult mood this evening.");
  });

  test("0 and above is not low; −1 is", () => {
    expect(alertFor([mood(hoursAgo(1), 0)])).toBeNull();
    expect(alertFor([mood(hoursAgo(1), 3)])).toBeNull();
    expect(alertFor([mood(hoursAgo(1), -1)])?.lowMood).toBe(true);
  });

  test("high stress: a top-weight stress tag, even on an okay mood; with a low mood, both are said", () => {
    expect(alertFor([mood(hoursAgo(1), 0, ["stressed"])])?.message).toBe("Robin logged high stress this evening.");
    expect(alertFor([mood(hoursAgo(1), 1, ["Overwhelmed"])])?.highStress).toBe(true);
    expect(alertFor([mood(hoursAgo(1), -1, ["stressed", "tired"])])?.message).toBe(
      "Robin logged a low mood and high stress this evening.",
    );
    // Lower weights are not "high": tired (1), frustrated and worried (2).
    expect(alertFor([mood(hoursAgo(1), 0, ["tired", "frustrated", "worried"])])).toBeNull();
  });

  test("never from the note: a stress word there changes nothing, and the note is never in the alert", () => {
    expect(isHighStressMood(mood(NOW, 0, [], "so stressed and anxious"))).toBe(false);
    expect(alertFor([mood(hoursAgo(1), 0, [], "so stressed and anxious")])).toBeNull();
    const alert = alertFor([mood(hoursAgo(1), -2, ["sad"], "private words about work")]);
    expect(JSON.stringify(alert)).not.toContain("private words");
    expect(JSON.stringify(alert)).not.toContain("sad");
  });
});

describe("what keeps it away", () => {
  test("no partner, or moods not shared (null): nothing", () => {
    expect(alertFor(null)).toBeNull();
    expect(partnerAlert({ clock, partner: null, checkins: [], sharingEnabled: true })).toBeNull();
  });

  test("only the latest mood counts: a low morning and a good afternoon is no alert", () => {
    expect(alertFor([mood(hoursAgo(8), -3, ["stressed"]), mood(hoursAgo(2), 2)])).toBeNull();
    expect(alertFor([mood(hoursAgo(8), 2), mood(hoursAgo(2), -2)])?.lowMood).toBe(true);
    // Two at the same instant: the harder one is read, whatever the order given.
    const same = hoursAgo(2);
    expect(alertFor([mood(same, 1), mood(same, -2)])?.lowMood).toBe(true);
    expect(alertFor([mood(same, -2), mood(same, 1)])?.lowMood).toBe(true);
  });

  test("within 24 hours, inclusive; a mood after now (another clock ahead) is ignored", () => {
    expect(alertFor([mood(hoursAgo(24), -2)])).not.toBeNull();
    expect(alertFor([mood(new Date(hoursAgo(24).getTime() - 1), -2)])).toBeNull();
    expect(alertFor([mood(new Date(NOW.getTime() + 1), -2)])).toBeNull();
    expect(alertFor([mood(hoursAgo(2), -2), mood(new Date(NOW.getTime() + 1), 2)])).not.toBeNull();
  });

  test("gone once the user has checked in with the partner after that mood", () => {
    const at = hoursAgo(5);
    expect(alertFor([mood(at, -2)], { checkins: [checkin(hoursAgo(1))] })).toBeNull();
    // Before the mood, about someone else, or dated after now: not an answer to it.
    expect(alertFor([mood(at, -2)], { checkins: [checkin(hoursAgo(6))] })).not.toBeNull();
    expect(alertFor([mood(at, -2)], { checkins: [checkin(at)] })).not.toBeNull();
    expect(alertFor([mood(at, -2)], { checkins: [checkin(hoursAgo(1), "ex")] })).not.toBeNull();
    expect(alertFor([mood(at, -2)], { checkins: [checkin(hoursAgo(1), null)] })).not.toBeNull();
    expect(alertFor([mood(at, -2)], { checkins: [checkin(new Date(NOW.getTime() + 1))] })).not.toBeNull();
    // A new hard mood after the check-in is news again.
    expect(alertFor([mood(at, -2), mood(hoursAgo(1), -1)], { checkins: [checkin(hoursAgo(3))] })).not.toBeNull();
  });

  test("a kind word is offered only when the user's check-ins are shared with the partner", () => {
    const actions = alertFor([mood(hoursAgo(1), -2)], { sharingEnabled: false })?.actions;
    expect(actions?.map((a) => a.href)).toEqual([PARTNER_ALERT_ROUTES.checkin]);
  });

  test("a partner without a usable name is 'Your Partner'", () => {
    const alert = partnerAlert({
      clock,
      partner: { id: "robin", displayName: "  ", moods: [mood(hoursAgo(1), -2)] },
      checkins: [],
      sharingEnabled: true,
    });
    expect(alert?.message).toBe("Your Partner logged a difficult mood this evening.");
  });
});

describe("when, in the viewer's zone", () => {
  test("today: night, morning, afternoon, evening", () => {
    expect(whenLogged(new Date("2026-03-10T07:00:00Z"), clock)).toBe("last night"); // 03:00 EDT
    expect(whenLogged(new Date("2026-03-10T09:00:00Z"), clock)).toBe("this morning"); // 05:00
    expect(whenLogged(new Date("2026-03-10T15:59:00Z"), clock)).toBe("this morning"); // 11:59
    expect(whenLogged(new Date("2026-03-10T16:00:00Z"), clock)).toBe("this afternoon"); // 12:00
    expect(whenLogged(new Date("2026-03-10T21:00:00Z"), clock)).toBe("this evening"); // 17:00
  });

  test("yesterday", () => {
    expect(whenLogged(new Date("2026-03-09T23:30:00Z"), clock)).toBe("yesterday evening"); // 19:30 EDT
    expect(whenLogged(new Date("2026-03-09T18:00:00Z"), clock)).toBe("yesterday afternoon");
    const lateNight = { now: new Date("2026-03-10T06:00:00Z"), timeZone: NY }; // 02:00 EDT
    expect(whenLogged(new Date("2026-03-09T06:30:00Z"), lateNight)).toBe("early yesterday"); // 02:30 EDT
  });

  test("the same instant reads by the viewer's own zone", () => {
    const at = new Date("2026-03-10T13:30:00Z");
    expect(whenLogged(at, clock)).toBe("this morning");
    expect(whenLogged(at, { now: NOW, timeZone: "Asia/Kolkata" })).toBe("yesterday evening"); // 19:00 IST, now 04:30
  });

  test("24 hours across the spring-forward night can reach two days back", () => {
    // Sunday 8 March 2026 had 23 hours in New York: 00:30 EDT on Monday 9 March is 24 h after 23:30 EST on Saturday.
    const justAfter = { now: new Date("2026-03-09T04:30:00Z"), timeZone: NY };
    expect(whenLogged(new Date("2026-03-08T04:30:00Z"), justAfter)).toBe("recently");
  });
});

test("property: an alert always names the first name only, never a note, and offers the check-in first", () => {
  const arbMood = fc.record({
    value: fc.integer({ min: -3, max: 3 }),
    keywords: fc.subarray(["stressed", "anxious", "tired", "happy", "overwhelmed"]),
    notes: fc.option(fc.constant("secret-note-text"), { nil: null }),
    emotionMetadata: fc.constant(null),
    at: fc.integer({ min: -2, max: 30 }).map((h) => hoursAgo(h)),
  });
  fc.assert(
    fc.property(
      fc.array(arbMood, { maxLength: 6 }),
      fc.array(fc.integer({ min: -2, max: 30 }), { maxLength: 3 }),
      (moods, checkinHours) => {
        const alert = alertFor(moods, { checkins: checkinHours.map((h) => checkin(hoursAgo(h))) });
        if (!alert) return;
        const text = JSON.stringify(alert);
        expect(text).not.toContain("secret-note-text");
        expect(text).not.toContain("Alvarez");
        expect(alert.message.startsWith("Robin logged ")).toBe(true);
        expect(alert.actions[0]?.href).toBe("/checkin");
        expect(alert.lowMood || alert.highStress).toBe(true);
        expect(NOW.getTime() - alert.loggedAt.getTime()).toBeLessThanOrEqual(PARTNER_ALERT_WINDOW_HOURS * MS_PER_HOUR);
      },
    ),
  );
});
