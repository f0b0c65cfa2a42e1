// @vitest-environment happy-dom
import { render as mount, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import {
  computeCoupleScore,
  COUPLE_VIEW_TITLE,
  healthViewOf,
  INDIVIDUAL_VIEW_TITLE,
  scoreReadiness,
  type CoupleScore,
  type HealthScore,
  type HealthTimeframe,
  type ScoreReadiness,
} from "@/lib/domain/health-score";
import { scoreOf as hs } from "@/lib/domain/health-score/fixtures";
import { readText, tableRows } from "@/tests/helpers/dom";
import { HealthCard, type HealthCardProps } from "./health-card";

interface Options {
  timeframe?: HealthTimeframe;
  user?: HealthScore;
  partner?: HealthScore | null;
  /** The 30-day scores; the 7-day ones (user/partner) when not given. */
  user30?: HealthScore;
  partner30?: HealthScore | null;
  actions?: ReactNode;
  partnerName?: string | null;
  absent?: HealthCardProps["absent"];
  /** The couple scores as the loader builds them, when a test builds its own. */
  couple?: { score7: CoupleScore; score30: CoupleScore };
}

/**
 * The frame the dashboard's registry gives it (app/dashboard/_cards/health/card.tsx): titled by the view of the shown
 * timeframe's readiness.
 */
const frameFor = (ready: ScoreReadiness) => ({
  id: "relationship-health",
  title: healthViewOf(ready) === "couple" ? COUPLE_VIEW_TITLE : INDIVIDUAL_VIEW_TITLE,
});

/**
 * The card as the dashboard renders it (both timeframes' couple scores and the user's own scores), found as a reader
 * finds it: the region its title names.
 */
function render(options: Options = {}): HTMLElement {
  const user = options.user ?? hs(72);
  const partner = options.partner === undefined ? hs(68) : options.partner;
  const user30 = options.user30 ?? user;
  const partner30 = options.partner30 === undefined ? partner : options.partner30;
  const couple = options.couple ?? {
    score7: computeCoupleScore({ user, partner }),
    score30: computeCoupleScore({ user: user30, partner: partner30 }),
  };
  const readiness = { score7: scoreReadiness(user, partner), score30: scoreReadiness(user30, partner30) };
  const timeframe = options.timeframe ?? 7;
  const card = frameFor(readiness[timeframe === 30 ? "score30" : "score7"]);
  mount(
    <HealthCard
      card={card}
      timeframe={timeframe}
      couple={couple}
      readiness={readiness}
      partnerName={options.partnerName ?? null}
      userScores={{ score7: user, score30: user30 }}
      actions={options.actions}
      absent={options.absent}
    />,
  );
  return screen.getByRole("region", { name: card.title });
}

const gauge = (card: HTMLElement) => within(card).queryByRole("meter");
const gaugeReads = (card: HTMLElement) => {
  const meter = gauge(card)!;
  return Object.fromEntries(
    ["aria-label", "aria-valuenow", "aria-valuemin", "aria-valuemax", "aria-valuetext"].map((name) => [
      name,
      meter.getAttribute(name),
    ]),
  );
};
const section = (card: HTMLElement, name: string) => within(card).queryByRole("region", { name });
const analysis = (card: HTMLElement) => within(card).getByRole("table");
const header = (card: HTMLElement) => within(analysis(card)).getAllByRole("columnheader").map(readText);

describe("HealthCard: views", () => {
  test("with a partner: 'Relationship Health', the couple score on the gauge, both perspectives", () => {
    const card = render({ user: hs(82.95), partner: hs(76.5) });
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("Relationship Health");
    expect(gaugeReads(card)).toEqual({
      "aria-label": "Couple health score",
      "aria-valuenow": "79.73",
      "aria-valuemin": "0",
      "aria-valuemax": "100",
      "aria-valuetext": "79 out of 100, Good",
    });
    const perspectives = section(card, "Individual Perspectives")!;
    expect(within(perspectives).getAllByRole("listitem").map(readText)).toEqual([
      "You 82 Excellent",
      "Partner 76 Good",
    ]);
  });

  test("without a partner: 'Individual Health', your score, no perspectives, no partner column", () => {
    const card = render({ user: hs(64.2, { moodTrendScore: 71 }), partner: null });
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("Individual Health");
    expect(gaugeReads(card)["aria-label"]).toBe("Your health score");
    expect(gaugeReads(card)["aria-valuetext"]).toBe("64 out of 100, Good");
    expect(section(card, "Individual Perspectives")).toBeNull();
    expect(section(card, "Areas to Focus On Together")).toBeNull();
    expect(header(card)).toEqual(["Component", "You"]);
    expect(tableRows(analysis(card))).toEqual([
      ["Partner Connection", "50"],
      ["Mood Trend", "71"],
      ["Check-in Frequency", "50"],
      ["Ritual Completion", "50"],
    ]);
  });
});

describe("HealthCard: timeframe", () => {
  const links = (card: HTMLElement) =>
    within(within(card).getByRole("group", { name: "Score timeframe" }))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]);

  test("two links set ?timeframe= on /dashboard; the chosen one is aria-current", () => {
    expect(links(render({ timeframe: 7 }))).toEqual([
      ["7 Days", "/dashboard?timeframe=7", "page"],
      ["30 Days", "/dashboard?timeframe=30", null],
    ]);
  });

  test("30 days chosen: that link is current, and the card shows the 30-day scores", () => {
    const options = { user: hs(90), partner: hs(86), user30: hs(50), partner30: hs(40) };
    const thirty = render({ ...options, timeframe: 30 });
    expect(links(thirty).map(([, , current]) => current)).toEqual([null, "page"]);
    expect(gaugeReads(thirty)["aria-valuenow"]).toBe("45");
  });

  test("7 days chosen: the 7-day scores", () => {
    const options = { user: hs(90), partner: hs(86), user30: hs(50), partner30: hs(40) };
    expect(gaugeReads(render({ ...options, timeframe: 7 }))["aria-valuenow"]).toBe("88");
  });
});

describe("HealthCard: bands", () => {
  test.each([
    [80, "Excellent", "green"],
    [79.99, "Good", "yellow"],
    [60, "Good", "yellow"],
    [59.99, "Fair", "red"],
    [40, "Fair", "red"],
    [39.99, "Needs Attention", "red"],
    [0, "Needs Attention", "red"],
  ])("%s reads '%s' in words, coloured %s", (score, label, colour) => {
    const card = render({ user: hs(score), partner: null });
    expect(gaugeReads(card)["aria-valuetext"]).toContain(`, ${label}`);
    expect(within(gauge(card)!).getByText(label)).toBeDefined();
    expect(gauge(card)!.getAttribute("data-band")).toBe(colour);
  });
});

describe("HealthCard: imbalance warning", () => {
  test("a gap over 30: 'Significant perception gap' with the gap", () => {
    const card = render({ user: hs(90), partner: hs(50) });
    expect(readText(card)).toContain("Significant perception gap: your scores are 40 points apart.");
  });

  test("a gap over 15: 'Some differences in perception'", () => {
    const card = render({ user: hs(80), partner: hs(60) });
    expect(readText(card)).toContain("Some differences in perception: your scores are 20 points apart.");
  });

  test("15 or less is low: no warning at all", () => {
    expect(readText(render({ user: hs(80), partner: hs(65) }))).not.toMatch(/perception/);
  });
});

describe("HealthCard: Detailed Component Analysis", () => {
  const user = hs(70, { partnerInteractionScore: 80, moodTrendScore: 62, checkinFrequencyScore: 70 });
  const partner = hs(66, { partnerInteractionScore: 78, moodTrendScore: 50, checkinFrequencyScore: 20 });

  test("folded by default under its spec title, a native disclosure (no script needed)", () => {
    const details = within(render({ user, partner })).getByText("Detailed Component Analysis").closest("details");
    expect(details?.open).toBe(false);
  });

  test("your and your partner's components with the quick comparison in words", () => {
    const card = render({ user, partner });
    expect(header(card)).toEqual(["Component", "You", "Partner", "Quick comparison"]);
    expect(tableRows(analysis(card))).toEqual([
      ["Partner Connection", "80", "78", "Similar 2 points apart"],
      ["Mood Trend", "62", "50", "Some difference 12 points apart"],
      ["Check-in Frequency", "70", "20", "Significant difference 50 points apart"],
      ["Ritual Completion", "50", "50", "Similar 0 points apart"],
    ]);
  });
});

describe("HealthCard: a component without data (issue #32)", () => {
  const user = hs(70, { partnerInteractionScore: 50, moodTrendScore: 80, ritualCompletionScore: 0 });
  const partner = hs(66, { partnerInteractionScore: 90, moodTrendScore: 60, ritualCompletionScore: 60 });
  const absent = { score7: ["partnerInteraction"] as const, score30: [] as const };

  test("is absent from the analysis and the areas, not a neutral 50", () => {
    const card = render({ user, partner, absent });
    expect(tableRows(analysis(card)).map((row) => row[0])).toEqual([
      "Mood Trend",
      "Check-in Frequency",
      "Ritual Completion",
    ]);
    expect(readText(card)).not.toContain("Partner Connection");
  });

  test("only in the timeframe it lacks data", () => {
    const card = render({ user, partner, absent, timeframe: 30 });
    expect(tableRows(analysis(card)).map((row) => row[0])).toContain("Partner Connection");
  });
});

describe("HealthCard: Areas to Focus On Together", () => {
  test("the significant differences, largest gap first, with both sides", () => {
    const card = render({
      user: hs(70, { moodTrendScore: 80, ritualCompletionScore: 0 }),
      partner: hs(66, { moodTrendScore: 60, ritualCompletionScore: 60 }),
    });
    const areas = section(card, "Areas to Focus On Together")!;
    expect(within(areas).getAllByRole("listitem").map(readText)).toEqual([
      "Ritual Completion You 0, Partner 60 (60 points apart)",
      "Mood Trend You 80, Partner 60 (20 points apart)",
    ]);
  });

  test("no significant difference: no list", () => {
    expect(section(render({ user: hs(70), partner: hs(66) }), "Areas to Focus On Together")).toBeNull();
  });
});

describe("HealthCard: sentiment tone", () => {
  test.each([
    [5.33, "Positive tone"],
    [-8, "Challenging"],
    [5, "Balanced"],
    [-5, "Balanced"],
    [0.5, "Balanced"],
  ])("bonus %s reads '%s'", (bonus, label) => {
    const card = render({ user: hs(70, { emotionSentimentBonus: bonus }) });
    expect(readText(card)).toContain(`Sentiment of your notes: ${label}`);
  });

  test("a bonus of exactly 0 shows no tone", () => {
    expect(readText(render({ user: hs(70, { emotionSentimentBonus: 0 }) }))).not.toContain("Sentiment of your notes");
  });

  test("the tone follows the chosen timeframe", () => {
    const options = { user: hs(70, { emotionSentimentBonus: 0 }), user30: hs(70, { emotionSentimentBonus: -6 }) };
    expect(readText(render({ ...options, timeframe: 30 }))).toContain("Sentiment of your notes: Challenging");
  });

  test("no tone in a timeframe whose notes are neutral", () => {
    const options = { user: hs(70, { emotionSentimentBonus: 0 }), user30: hs(70, { emotionSentimentBonus: -6 }) };
    expect(readText(render({ ...options, timeframe: 7 }))).not.toContain("Sentiment of your notes");
  });
});

describe("HealthCard: actions", () => {
  test("no buttons of its own: the score actions are not drawn until they are passed in", () => {
    expect(within(render()).queryByRole("button")).toBeNull();
  });

  test("whatever is passed as actions appears in the card", () => {
    const card = render({ actions: <button type="button">Update 7-Day Scores</button> });
    expect(within(card).getByRole("button", { name: "Update 7-Day Scores" })).toBeDefined();
  });
});

describe("HealthCard: before there is enough data (decision 048)", () => {
  test("no score, gauge, table or buttons: each person's progress, named, and the way to move it on", () => {
    const card = render({
      user: hs(50, { dataDays: 1 }),
      partner: hs(91.7, { dataDays: 0 }),
      partnerName: "Robin",
      actions: <button type="button">Update 7-Day Scores</button>,
    });
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("Relationship Health");
    expect(gauge(card)).toBeNull();
    expect(within(card).queryByRole("table")).toBeNull();
    expect(within(card).queryByRole("button")).toBeNull();
    const read = readText(card);
    expect(read).toContain("Your scores appear once each of you has 3 days with a mood or a check-in.");
    expect(read).toContain("You 1 of 3 days");
    expect(read).toContain("Robin 0 of 3 days");
    const robin = within(card).getByRole("progressbar", { name: "Robin: days with a mood or a check-in" });
    expect([robin.getAttribute("value"), robin.getAttribute("max")]).toEqual(["0", "3"]);
    expect(within(card).getByRole("link", { name: /mood/i }).getAttribute("href")).toBe("/mood-log");
    for (const absent of ["50", "91", "Fair", "Individual Perspectives", "Detailed Component Analysis"]) {
      expect(read).not.toContain(absent);
    }
  });

  test("alone: the individual card waits for your own three days", () => {
    const read = readText(render({ user: hs(50, { dataDays: 2 }), partner: null }));
    expect(read).toContain("Individual Health");
    expect(read).toContain("Your score appears after 3 days with a mood or a check-in.");
    expect(read).toContain("You 2 of 3 days");
  });

  test("your score is ready and your partner's is not: yours alone, and when theirs joins", () => {
    const user = hs(72, { dataDays: 4 });
    const partner = hs(30, { dataDays: 1 });
    const alone = computeCoupleScore({ user, partner: null });
    const card = render({ user, partner, partnerName: "Robin", couple: { score7: alone, score30: alone } });
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("Relationship Health");
    expect(gaugeReads(card)["aria-label"]).toBe("Your health score");
    const read = readText(card);
    expect(read).toContain("Robin's score joins yours after 3 days with a mood or a check-in (1 of 3 so far).");
    expect(section(card, "Individual Perspectives")).toBeNull();
    expect(read).not.toContain("apart");
  });

  test("once both are ready, the perspectives name the partner by first name", () => {
    const card = render({ user: hs(70), partner: hs(66), partnerName: "Robin" });
    expect(within(section(card, "Individual Perspectives")!).getAllByRole("listitem").map(readText)).toContain(
      "Robin 66 Good",
    );
  });
});
