import { describe, expect, test } from "vitest";
import {
  FIRST_WEEK_GUIDE_DAYS,
  FIRST_WEEK_HREFS,
  IMPORT_STEP,
  firstWeekGuide,
  type FirstWeekFacts,
  type FirstWeekGuide,
  type FirstWeekSituation,
  sharesWithPartner,
} from "./first-week-guide";

const NOW = new Date("2026-03-10T12:00:00Z");
const HOUR = 3_600_000;

const alone = (over: Partial<Extract<FirstWeekSituation, { kind: "alone" }>> = {}): FirstWeekSituation => ({
  kind: "alone",
  pendingInvitationExpiresAt: null,
  personalCheckin: false,
  ...over,
});

const partnered = (over: Partial<Extract<FirstWeekSituation, { kind: "partnered" }>> = {}): FirstWeekSituation => ({
  kind: "partnered",
  partnerDisplayName: "Robin Alvarez",
  sharesWithPartner: false,
  checkedInWithPartner: false,
  ...over,
});

function facts(over: Partial<FirstWeekFacts> = {}): FirstWeekFacts {
  return {
    now: NOW,
    startedAt: NOW,
    dismissed: false,
    loggedMood: false,
    completedRitual: false,
    importedHistory: false,
    situation: alone(),
    ...over,
  };
}

/** The guide, which these tests expect to be shown. */
function shown(input: FirstWeekFacts): FirstWeekGuide {
  const guide = firstWeekGuide(input);
  expect(guide).not.toBeNull();
  return guide!;
}

const doneIds = (guide: FirstWeekGuide) => guide.steps.filter((s) => s.done).map((s) => s.id);

describe("firstWeekGuide: order and counts", () => {
  test("five steps in the issue's order, for a person alone and for a couple", () => {
    for (const situation of [alone(), partnered()]) {
      const guide = shown(facts({ situation }));
      expect(guide.steps.map((s) => s.id)).toEqual(["invite", "share", "mood", "checkin", "ritual"]);
      expect(guide.total).toBe(5);
    }
  });

  test("day one alone: nothing done, and inviting the partner is the next step", () => {
    const guide = shown(facts());
    expect(guide.doneCount).toBe(0);
    expect(doneIds(guide)).toEqual([]);
    expect(guide.next).toMatchObject({ id: "invite", label: "Invite your partner", href: FIRST_WEEK_HREFS.invite });
  });

  test("doneCount counts the ticked steps, and next is the first step left in order", () => {
    const guide = shown(facts({ loggedMood: true, situation: partnered({ checkedInWithPartner: true }) }));
    expect(doneIds(guide)).toEqual(["invite", "mood", "checkin"]);
    expect(guide.doneCount).toBe(3);
    expect(guide.next?.id).toBe("share");
  });

  test("every step has a label, a one-line why and a link to where it is done", () => {
    for (const situation of [alone(), partnered()]) {
      for (const step of shown(facts({ situation })).steps) {
        expect(step.label.length).toBeGreaterThan(0);
        expect(step.why.length).toBeGreaterThan(0);
        expect(step.why).not.toContain("\n");
        expect(step.href).toMatch(/^\/[a-z-]+(#[a-z-]+)?$/);
      }
    }
  });
});

describe("firstWeekGuide: each step ticks from its own fact", () => {
  const stepOf = (input: FirstWeekFacts, id: string) => shown(input).steps.find((s) => s.id === id)!;

  test("mood: a logged mood ticks it and nothing else", () => {
    const guide = shown(facts({ loggedMood: true }));
    expect(doneIds(guide)).toEqual(["mood"]);
    expect(stepOf(facts({ loggedMood: true }), "mood")).toMatchObject({ href: "/mood-log", done: true });
  });

  test("ritual: a completed ritual ticks it and nothing else", () => {
    expect(doneIds(shown(facts({ completedRitual: true })))).toEqual(["ritual"]);
    expect(stepOf(facts(), "ritual").href).toBe("/rituals");
  });

  test("invite: a pending invitation ticks it until it expires; a partner ticks it for good", () => {
    const pending = facts({ situation: alone({ pendingInvitationExpiresAt: new Date(NOW.getTime() + HOUR) }) });
    expect(doneIds(shown(pending))).toEqual(["invite"]);
    expect(stepOf(pending, "invite").why).toMatch(/sent/i);

    const expired = facts({ situation: alone({ pendingInvitationExpiresAt: new Date(NOW.getTime() - HOUR) }) });
    expect(doneIds(shown(expired))).toEqual([]);
    const expiringNow = facts({ situation: alone({ pendingInvitationExpiresAt: NOW }) });
    expect(doneIds(shown(expiringNow))).toEqual([]);

    expect(doneIds(shown(facts({ situation: partnered() })))).toEqual(["invite"]);
  });

  test("share: ticks from the person's own sharing once there is a partner", () => {
    expect(stepOf(facts({ situation: partnered() }), "share").done).toBe(false);
    const sharing = facts({ situation: partnered({ sharesWithPartner: true }) });
    expect(doneIds(shown(sharing))).toEqual(["invite", "share"]);
    expect(stepOf(sharing, "share").href).toBe(FIRST_WEEK_HREFS.share);
  });

  test("check-in with a partner: the partner check-in, at /checkin", () => {
    const input = facts({ situation: partnered({ checkedInWithPartner: true }) });
    expect(doneIds(shown(input))).toEqual(["invite", "checkin"]);
    expect(stepOf(input, "checkin")).toMatchObject({ href: "/checkin", label: "Check in with Robin" });
  });

  test("check-in alone: the personal check-in, at /emotional-checkin", () => {
    const input = facts({ situation: alone({ personalCheckin: true }) });
    expect(doneIds(shown(input))).toEqual(["checkin"]);
    expect(stepOf(input, "checkin")).toMatchObject({ href: "/emotional-checkin", done: true });
  });
});

describe("firstWeekGuide: alone vs couple", () => {
  test("alone, choosing what to share waits for a partner: never done, never the next step", () => {
    const guide = shown(
      facts({
        loggedMood: true,
        completedRitual: true,
        situation: alone({ personalCheckin: true, pendingInvitationExpiresAt: new Date(NOW.getTime() + HOUR) }),
      }),
    );
    const share = guide.steps.find((s) => s.id === "share")!;
    expect(share).toMatchObject({ done: false, available: false });
    expect(guide.doneCount).toBe(4);
    // Everything the person can do is done: no next step, but the guide stays until the partner joins.
    expect(guide.next).toBeNull();
  });

  test("alone: the next step skips the waiting share step", () => {
    const invited = alone({ pendingInvitationExpiresAt: new Date(NOW.getTime() + HOUR) });
    expect(shown(facts({ situation: invited })).next?.id).toBe("mood");
  });

  test("a couple: every step is available and the partner is named by first name only", () => {
    const guide = shown(facts({ situation: partnered() }));
    expect(guide.steps.every((s) => s.available)).toBe(true);
    const text = guide.steps.map((s) => `${s.label} ${s.why}`).join(" ");
    expect(text).toContain("Robin");
    expect(text).not.toContain("Alvarez");
    expect(guide.steps.map((s) => s.label)).toEqual([
      "Connect with Robin",
      "Choose what you share with Robin",
      "Log your first mood",
      "Check in with Robin",
      "Complete your first ritual",
    ]);
  });

  test("a partner without a name is 'Your Partner'", () => {
    const guide = shown(facts({ situation: partnered({ partnerDisplayName: "  " }) }));
    expect(guide.steps.find((s) => s.id === "checkin")!.label).toBe("Check in with Your Partner");
  });

  test("a personal check-in does not count once a partner joins", () => {
    const before = shown(facts({ situation: alone({ personalCheckin: true }) }));
    expect(doneIds(before)).toContain("checkin");
    const after = shown(facts({ situation: partnered({ checkedInWithPartner: false }) }));
    expect(doneIds(after)).not.toContain("checkin");
  });
});

describe("firstWeekGuide: nothing to show", () => {
  const everything = facts({
    loggedMood: true,
    completedRitual: true,
    situation: partnered({ sharesWithPartner: true, checkedInWithPartner: true }),
  });

  test("every step done: null", () => {
    expect(firstWeekGuide(everything)).toBeNull();
  });

  test("dismissed: null, whatever is left", () => {
    expect(firstWeekGuide(facts({ dismissed: true }))).toBeNull();
    expect(firstWeekGuide({ ...everything, dismissed: true })).toBeNull();
  });

  test("the first two weeks only: from the day the person started, whatever is left undone", () => {
    const daysIn = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
    expect(firstWeekGuide(facts({ startedAt: daysIn(13.9) }))).not.toBeNull();
    expect(firstWeekGuide(facts({ startedAt: daysIn(FIRST_WEEK_GUIDE_DAYS) }))).toBeNull();
    expect(firstWeekGuide(facts({ startedAt: daysIn(365), situation: partnered() }))).toBeNull();
  });

  test("one step left: still shown, with that step next", () => {
    const guide = shown({ ...everything, completedRitual: false });
    expect(guide.doneCount).toBe(4);
    expect(guide.next?.id).toBe("ritual");
  });

  test("alone it is never all done (sharing waits for a partner), so only dismissing hides it", () => {
    const allAlone = facts({
      loggedMood: true,
      completedRitual: true,
      situation: alone({ personalCheckin: true, pendingInvitationExpiresAt: new Date(NOW.getTime() + HOUR) }),
    });
    expect(firstWeekGuide(allAlone)).not.toBeNull();
    expect(firstWeekGuide({ ...allAlone, dismissed: true })).toBeNull();
  });
});

describe("sharesWithPartner", () => {
  const none = { shareMoodSummaries: false, shareDetailedEntries: false, shareGoals: false, shareAchievements: false };

  test("mood consent or any one grant is sharing something", () => {
    expect(sharesWithPartner({ consentMoodSharing: true, grants: null })).toBe(true);
    for (const key of Object.keys(none)) {
      expect(sharesWithPartner({ consentMoodSharing: false, grants: { ...none, [key]: true } }), key).toBe(true);
    }
  });

  test("everything off, or never granted (no row, no profile), is sharing nothing", () => {
    expect(sharesWithPartner({ consentMoodSharing: false, grants: none })).toBe(false);
    expect(sharesWithPartner({ consentMoodSharing: null, grants: null })).toBe(false);
  });
});

describe("firstWeekGuide: bringing one's history (decision 082)", () => {
  test("offered beside the five until the person imports: never counted, never next, never keeping the guide up", () => {
    const guide = shown(facts());
    expect(guide.optional).toEqual(IMPORT_STEP);
    expect(guide.optional?.href).toBe("/settings/import");
    expect(guide.total).toBe(5);
    expect(guide.steps.map((s) => s.id)).not.toContain("import");
    expect(guide.next?.id).toBe("invite");
    expect(shown(facts({ importedHistory: true })).optional).toBeNull();
    const everything = facts({
      loggedMood: true,
      completedRitual: true,
      situation: partnered({ sharesWithPartner: true, checkedInWithPartner: true }),
    });
    expect(firstWeekGuide(everything)).toBeNull();
  });
});
