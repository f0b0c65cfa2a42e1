import { describe, expect, test } from "vitest";
import { ACHIEVEMENT_DEFINITIONS } from "../achievements";
import { buildDashboardModel, type DashboardInput } from "../dashboard";
import { describeEmotions, PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "../emotions";
import { GOAL_EXAMPLES, GOAL_PROGRESS_MAX, GOAL_PROGRESS_MIN } from "../goals";
import { computeHealthOverview } from "../health-score";
import { RITUAL_LIBRARY } from "../rituals/library";
import { streakFromDays } from "../streak";
import { addDays, localDayKey } from "../time";
import type { PartnerCheckinRecord, RitualRecord } from "../types";
import { DEMO_WEEKS_MAX } from "./kinds";
import { clampDemoWeeks, DEMO_RITUALS, planDemoHistory, type DemoHistory } from "./plan";

const ZONE = "America/New_York";
// An evening three weeks after the spring DST change, so eight weeks back cross it.
const NOW = new Date("2026-03-30T23:30:00Z");
const TODAY = localDayKey(NOW, ZONE);

const plan = (options: Partial<Parameters<typeof planDemoHistory>[0]> = {}) =>
  planDemoHistory({ now: NOW, timeZone: ZONE, partnered: false, ...options });

const everyInstant = (history: DemoHistory) => [
  ...history.moods.map((m) => m.at),
  ...history.biometrics.map((b) => b.at),
  ...history.partnerCheckins.map((c) => c.at),
  ...history.personalCheckins.map((c) => c.at),
  ...history.rituals.flatMap((r) => r.completions.map((c) => c.at)),
];

/** The dashboard's input as lib/data would read the demo rows back for their owner, alone. */
function ownDashboard(history: DemoHistory): DashboardInput {
  const checkins: PartnerCheckinRecord[] = history.partnerCheckins.map((c, i) => ({
    ...c,
    id: `c${i}`,
    authorId: "me",
    subjectId: null,
    shared: false,
  }));
  const rituals: RitualRecord[] = history.rituals.map((r, i) => ({
    id: `r${i}`,
    title: r.title,
    type: r.type,
    createdAt: r.createdAt,
    deletedAt: null,
    streakCount: r.streakCount,
    lastCompletedAt: r.lastCompletedAt,
    completions: r.completions.map((c) => c.at),
  }));
  return {
    clock: { now: NOW, timeZone: ZONE },
    user: { id: "me", displayName: "Me", moods: history.moods, biometrics: history.biometrics, checkins, rituals },
    partner: null,
    sharingEnabled: true,
    achievements: history.achievements.map((a, i) => ({ ...a, id: `a${i}` })),
  };
}

describe("planDemoHistory", () => {
  test("is deterministic: the same day, zone and options give the same history", () => {
    expect(plan()).toEqual(plan());
    expect(plan({ seed: 7 }).moods).not.toEqual(plan().moods);
  });

  test("covers the last eight weeks of the person's local days, ending now", () => {
    const history = plan();
    const days = everyInstant(history).map((at) => localDayKey(at, ZONE));
    const first = addDays(TODAY, -(8 * 7 - 1));
    expect(days.every((day) => day >= first && day <= TODAY)).toBe(true);
    expect(everyInstant(history).every((at) => at <= NOW)).toBe(true);
    // One sleep-and-stress entry per local day, today's included (it is recorded in the morning).
    expect(new Set(history.biometrics.map((b) => localDayKey(b.at, ZONE))).size).toBe(56);
    expect(localDayKey(history.biometrics.at(-1)!.at, ZONE)).toBe(TODAY);
  });

  test("weeks are clamped to what the demo may write", () => {
    expect(clampDemoWeeks(0)).toBe(1);
    expect(clampDemoWeeks(100)).toBe(DEMO_WEEKS_MAX);
    expect(plan({ weeks: 2 }).biometrics).toHaveLength(14);
  });

  test("feelings come from the catalogue, match a tag of their mood and carry the mood's intensity", () => {
    const withFeelings = plan().moods.filter((m) => m.emotionMetadata !== null);
    expect(withFeelings.length).toBeGreaterThan(5);
    for (const mood of withFeelings) {
      const [feeling] = mood.emotionMetadata!;
      expect(mood.emotionMetadata).toEqual(describeEmotions([feeling!.emotionId], mood.value));
      expect(mood.keywords).toContain(feeling!.mappedKeyword);
    }
    expect(plan().moods.some((m) => m.notes !== null)).toBe(true);
    expect(plan().moods.every((m) => !Object.is(m.value, -0))).toBe(true);
  });

  test("check-ins use the spec's vocabularies; some carry a note", () => {
    const { partnerCheckins, personalCheckins } = plan();
    expect(partnerCheckins.length).toBeGreaterThan(20);
    expect(personalCheckins.length).toBeGreaterThan(5);
    for (const c of partnerCheckins) expect(PARTNER_CHECKIN_FEELINGS).toContain(c.feeling);
    for (const c of personalCheckins) expect(PERSONAL_CHECKIN_EMOTIONS).toContain(c.emotion);
    expect(partnerCheckins.some((c) => c.note !== null)).toBe(true);
    expect(personalCheckins.some((c) => c.note !== null)).toBe(true);
  });

  test("rituals come from the library, one completion per local day, with the streak the log gives", () => {
    for (const partnered of [false, true]) {
      const { rituals } = plan({ partnered });
      expect(rituals).toHaveLength(DEMO_RITUALS);
      expect(new Set(rituals.map((r) => r.title)).size).toBe(DEMO_RITUALS);
      for (const ritual of rituals) {
        const entry = RITUAL_LIBRARY.find((r) => r.title === ritual.title)!;
        expect(entry.description).toBe(ritual.description);
        if (!partnered) expect(entry.solo).toBe(true);
        const days = ritual.completions.map((c) => c.day);
        expect(new Set(days).size).toBe(days.length);
        expect(ritual.completions.every((c) => c.at >= ritual.createdAt)).toBe(true);
        expect(ritual.completions.every((c) => localDayKey(c.at, ZONE) === c.day)).toBe(true);
        expect(ritual.streakCount).toBe(streakFromDays(days, TODAY).streak);
        expect(ritual.lastCompletedAt).toEqual(ritual.completions.at(-1)?.at ?? null);
      }
    }
  });

  test("one goal in progress, with a target date ahead", () => {
    const { goal } = plan();
    expect(GOAL_EXAMPLES).toContain(goal.title);
    expect(goal.progress % 10).toBe(0);
    expect(goal.progress).toBeGreaterThan(GOAL_PROGRESS_MIN);
    expect(goal.progress).toBeLessThan(GOAL_PROGRESS_MAX);
    expect(goal.targetDate > TODAY).toBe(true);
  });

  test("achievements are the catalogue's, once each, earned inside the history", () => {
    const { achievements } = plan();
    const keys = achievements.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain("first_mood");
    for (const a of achievements) {
      expect(ACHIEVEMENT_DEFINITIONS.map((d) => d.key)).toContain(a.key);
      expect(a.earnedAt <= NOW).toBe(true);
    }
  });

  test("fills the dashboard: every card of one's own has data, and the health score is past its building phase", () => {
    const history = plan();
    const model = buildDashboardModel(ownDashboard(history));
    expect(model.moodChart.hasUserData).toBe(true);
    expect(model.connectionChart.isEmpty).toBe(false);
    expect(model.moodTags.tags.length).toBeGreaterThan(0);
    expect(model.privateThoughts.length).toBeGreaterThan(0);
    expect(model.weeklySummary.hasData).toBe(true);
    expect(model.insights.length).toBeGreaterThan(0);
    expect(model.achievements.total).toBeGreaterThan(0);

    const { clock, user } = ownDashboard(history);
    const health = computeHealthOverview({ clock, ...user });
    expect(health.score7.isBuildingPhase).toBe(false);
    expect(health.score30.isBuildingPhase).toBe(false);
    expect(health.score30.finalScore).toBeGreaterThan(0);
  });
});
