import { describe, expect, test } from "vitest";
import type { HistoryPoint } from "../health-score/history";
import { addDays, lastDays } from "../time";
import type { BiometricRecord, Clock } from "../types";
import { rollUpDays, rollUpRatings } from "./daily-rollup";
import { MIN_CORRELATION_DAYS, type TimedValue } from "./day-correlation";
import type { AnalyticsRange } from "./range";
import { relationshipAnalytics as fromRollups, RELATIONSHIP_TEXT } from "./relationship";

// Tuesday 10 Mar 2026, noon UTC; in New York it is 08:00 the same day.
const clock = { now: new Date("2026-03-10T12:00:00Z"), timeZone: "America/New_York" };
const TODAY = "2026-03-10";
const at = (day: string, hour = 15) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

const point = (day: string, health: number, isInterpolated = false): HistoryPoint => ({
  calculationDate: day,
  healthScore: health,
  moodTrendScore: health - 10,
  ritualCompletionScore: 0,
  checkinFrequencyScore: 40,
  partnerInteractionScore: health + 5,
  isInterpolated,
});

/** What the page's rows are before they are rolled up: the tests write these, the engine reads their rollups. */
interface Rows {
  clock: Clock;
  range: AnalyticsRange;
  history: readonly HistoryPoint[];
  moods: readonly TimedValue[];
  checkins: readonly TimedValue[];
  biometrics: readonly BiometricRecord[];
  partner: null | { name: string; history: readonly HistoryPoint[] | null; connection: readonly TimedValue[] | null };
}

function relationshipAnalytics({ moods, checkins, biometrics, partner, ...rest }: Rows) {
  const { timeZone } = rest.clock;
  const days = rollUpDays(
    {
      moods: moods.map(({ at, value }) => ({ at, value, keywords: [] })),
      biometrics,
      partnerCheckins: checkins.map(({ at, value }) => ({ at, score: value, hasNote: false })),
      personalCheckins: [],
    },
    timeZone,
  );
  const connection = partner?.connection ? rollUpRatings(partner.connection, timeZone) : null;
  return fromRollups({ ...rest, days, partner: partner && { ...partner, connection } });
}

const base = (over: Partial<Rows> = {}): Rows => ({
  clock,
  range: 30,
  history: [],
  moods: [],
  checkins: [],
  biometrics: [],
  partner: null,
  ...over,
});

describe("relationshipAnalytics", () => {
  test("nothing logged and no partner: empty series, no couple view, the two own patterns not claimed", () => {
    const model = relationshipAnalytics(base());
    expect(model.history.series).toHaveLength(30);
    expect(model.history.series.every((p) => p.mine === null && p.partner === null)).toBe(true);
    expect(model.history).toMatchObject({ realDays: 0, estimatedShare: null, average: null, partnerShown: false });
    expect(model.connection).toMatchObject({ mineCount: 0, mineAverage: null, partnerShown: false });
    expect(model.couple).toBeNull();
    expect(model.patterns.map((p) => p.key)).toEqual(["sleep-connection", "stress-connection"]);
    expect(model.patterns[0]!.sentence).toBe(
      `Not enough yet: 0 of the ${MIN_CORRELATION_DAYS} days with a sleep record and a check-in of yours needed.`,
    );
  });

  test("the history in range, its estimated share and components; a quarter is drawn week by week", () => {
    const history = [
      point("2025-11-01", 10), // before 90 days: never shown
      point("2026-02-09", 50),
      point("2026-02-10", 60, true),
      point("2026-03-09", 70),
      point(TODAY, 80),
    ];
    const month = relationshipAnalytics(base({ history }));
    expect(month.byWeek).toBe(false);
    expect(month.history.series.at(-1)).toMatchObject({ start: TODAY, label: "Mar 10", mine: 80 });
    expect(month.history.series[0]).toMatchObject({ start: "2026-02-09", mine: 50 });
    expect(month.history).toMatchObject({ realDays: 3, estimatedShare: 0.25, average: 65 });
    const interaction = month.history.components.find((c) => c.key === "partnerInteraction")!;
    // First half (50, 60) → second half (70, 80): +20 points.
    expect(interaction).toMatchObject({ name: "Partner Connection", mine: 70, change: 20, partner: null });

    const quarter = relationshipAnalytics(base({ range: 90, history }));
    expect(quarter.byWeek).toBe(true);
    // The week of Sunday 8 Mar holds 9 and 10 Mar: (70 + 80) / 2.
    expect(quarter.history.series.at(-1)).toMatchObject({ start: "2026-03-08", label: "Week of Mar 8", mine: 75 });
    expect(quarter.history.series.some((p) => p.mine === 10)).toBe(false);
  });

  test("connection: each day's mean counts once, in the viewer's days; the partner's only when shared", () => {
    const checkins = [
      { at: at("2026-03-09", 14), value: 3 },
      { at: at("2026-03-09", 16), value: 1 },
      // 03:00 UTC on 9 Mar is still 8 Mar in New York.
      { at: at("2026-03-09", 3), value: -1 },
    ];
    const hidden = relationshipAnalytics(
      base({ checkins, partner: { name: "Casey", history: null, connection: null } }),
    );
    expect(hidden.connection).toMatchObject({ mineCount: 3, mineAverage: 0.5, partnerShown: false, partnerCount: 0 });
    expect(hidden.connection.series.find((p) => p.start === "2026-03-09")).toMatchObject({ mine: 2, partner: null });
    expect(hidden.connection.series.find((p) => p.start === "2026-03-08")).toMatchObject({ mine: -1 });
    expect(hidden.couple).toBeNull();
    expect(hidden.patterns.map((p) => p.key)).toEqual(["sleep-connection", "stress-connection"]);

    const shared = relationshipAnalytics(
      base({ checkins, partner: { name: "Casey", history: null, connection: [{ at: at(TODAY), value: -2 }] } }),
    );
    expect(shared.connection).toMatchObject({ partnerShown: true, partnerCount: 1, partnerAverage: -2 });
    expect(shared.connection.series.at(-1)).toMatchObject({ partner: -2 });
    expect(shared.patterns[0]!.title).toBe("Your mood and Casey's connection rating, same day");
  });

  test("side by side: the gap per day, its levels and the latest", () => {
    const days = lastDays(TODAY, 4);
    const mine = days.map((day) => point(day, 70));
    const theirs = [point(days[0]!, 65), point(days[1]!, 50), point(days[2]!, 30), point(days[3]!, 60)];
    const model = relationshipAnalytics(
      base({ history: mine, partner: { name: "Casey", history: theirs, connection: null } }),
    );
    expect(model.history.partnerShown).toBe(true);
    expect(model.history.series.at(-1)).toMatchObject({ mine: 70, partner: 60 });
    expect(model.couple).toMatchObject({
      latestGap: 10,
      latestLevel: "low",
      averageGap: 18.8,
      daysByLevel: { high: 1, medium: 1, low: 2 },
    });
    expect(model.couple!.gaps.at(-2)).toMatchObject({ gap: 40 });
    expect(RELATIONSHIP_TEXT.levelLabel("high")).toBe("Significant perception gap");
  });

  test("patterns: my mood against the partner's rating the next day, claimed only from 14 days", () => {
    const days = lastDays(addDays(TODAY, -1), 20);
    const values = days.map((_, i) => [-2, 1, 3, 0, -1][i % 5]!);
    const moods = days.map((day, i) => ({ at: at(day), value: values[i]! }));
    // The partner's rating follows my mood a day later; on the same day it is unrelated.
    const connection = days.map((day, i) => ({ at: at(addDays(day, 1)), value: values[i]! }));
    const model = relationshipAnalytics(base({ moods, partner: { name: "Casey", history: null, connection } }));
    const next = model.patterns.find((p) => p.key === "mood-partner-next-day")!;
    expect(next.correlation).toMatchObject({ n: 20, r: 1, claimed: true, direction: "positive" });
    expect(next.sentence).toBe(
      "After days your mood is higher, Casey tends to rate your connection higher the next day (strong link, r = 1.00 over 20 days).",
    );
    const same = model.patterns.find((p) => p.key === "mood-partner-same-day")!;
    expect(same.correlation.n).toBe(19);
    expect(same.correlation.claimed).toBe(false);

    const few = relationshipAnalytics(
      base({ moods: moods.slice(-10), partner: { name: "Casey", history: null, connection } }),
    );
    expect(few.patterns[1]!.correlation.claimed).toBe(false);
    expect(few.patterns[1]!.sentence).toBe(
      "Not enough yet: 10 of the 14 days with a mood of yours and a rating from Casey the day after needed.",
    );
  });

  test("stress against my own connection ratings", () => {
    const days = lastDays(TODAY, 15);
    const biometrics: BiometricRecord[] = days.map((day, i) => ({
      at: at(day),
      sleepHours: null,
      stressLevel: (i % 5) + 2,
    }));
    const checkins = days.map((day, i) => ({ at: at(day, 20), value: 2 - (i % 5) }));
    const stress = relationshipAnalytics(base({ biometrics, checkins })).patterns.find(
      (p) => p.key === "stress-connection",
    )!;
    expect(stress.correlation).toMatchObject({ n: 15, r: -1, claimed: true });
    expect(stress.sentence).toBe(
      "On more stressful days, you tend to rate your connection lower (strong link, r = −1.00 over 15 days).",
    );
  });
});
