import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
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

// The score's buttons refresh through the router; the unit project has no Next.js app around it.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { HealthCard } = await import("./health-card");
type HealthCardProps = import("./health-card").HealthCardProps;

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
}

/**
 * The frame the dashboard's registry gives it (app/dashboard/_cards/health/card.tsx): titled by the view of the shown
 * timeframe's readiness.
 */
const frameFor = (ready: ScoreReadiness) => ({
  id: "relationship-health",
  title: healthViewOf(ready) === "couple" ? COUPLE_VIEW_TITLE : INDIVIDUAL_VIEW_TITLE,
});

/** The card as the dashboard renders it: both timeframes' couple scores and the user's own scores. */
function render(options: Options = {}): string {
  const user = options.user ?? hs(72);
  const partner = options.partner === undefined ? hs(68) : options.partner;
  const user30 = options.user30 ?? user;
  const partner30 = options.partner30 === undefined ? partner : options.partner30;
  const couple: { score7: CoupleScore; score30: CoupleScore } = {
    score7: computeCoupleScore({ user, partner }),
    score30: computeCoupleScore({ user: user30, partner: partner30 }),
  };
  const readiness = { score7: scoreReadiness(user, partner), score30: scoreReadiness(user30, partner30) };
  const timeframe = options.timeframe ?? 7;
  return renderToStaticMarkup(
    createElement(HealthCard, {
      card: frameFor(readiness[timeframe === 30 ? "score30" : "score7"]),
      timeframe,
      couple,
      readiness,
      partnerName: options.partnerName ?? null,
      userScores: { score7: user, score30: user30 },
      actions: options.actions,
      absent: options.absent,
    }),
  );
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const text = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
const meter = (html: string) => /<div role="meter"[^>]*>/.exec(html)?.[0] ?? "";
const attr = (tag: string, name: string) => decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
/** The rows of the component table as read: [component, you, (partner, comparison)]. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr class="border-t[^"]*">(.*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!).trim()),
  );

describe("HealthCard: views", () => {
  test("with a partner: 'Relationship Health', the couple score on the gauge, both perspectives", () => {
    const html = render({ user: hs(82.95), partner: hs(76.5) });
    expect(html).toMatch(/<h2[^>]*id="relationship-health-title"[^>]*>.*Relationship Health<\/h2>/);
    const gauge = meter(html);
    expect(attr(gauge, "aria-label")).toBe("Couple health score");
    expect(attr(gauge, "aria-valuenow")).toBe("79.73");
    expect(attr(gauge, "aria-valuemin")).toBe("0");
    expect(attr(gauge, "aria-valuemax")).toBe("100");
    expect(attr(gauge, "aria-valuetext")).toBe("79 out of 100, Good");
    const read = text(html);
    expect(read).toContain("Individual Perspectives");
    expect(read).toContain("You 82 Excellent");
    expect(read).toContain("Partner 76 Good");
  });

  test("without a partner: 'Individual Health', your score, no perspectives, no partner column", () => {
    const html = render({ user: hs(64.2, { moodTrendScore: 71 }), partner: null });
    expect(html).toMatch(/<h2[^>]*>.*Individual Health<\/h2>/);
    expect(attr(meter(html), "aria-label")).toBe("Your health score");
    expect(attr(meter(html), "aria-valuetext")).toBe("64 out of 100, Good");
    const read = text(html);
    expect(read).not.toContain("Individual Perspectives");
    expect(text(/<thead.*?<\/thead>/.exec(html)![0]).trim()).toBe("Component You");
    expect(read).not.toContain("Areas to Focus On Together");
    expect(tableRows(html)).toEqual([
      ["Partner Connection", "50"],
      ["Mood Trend", "71"],
      ["Check-in Frequency", "50"],
      ["Ritual Completion", "50"],
    ]);
  });
});

describe("HealthCard: timeframe", () => {
  test("two links set ?timeframe= on /dashboard; the chosen one is aria-current", () => {
    const links = (html: string) =>
      [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => ({
        href: attr(m[1]!, "href"),
        current: attr(m[1]!, "aria-current"),
        label: m[2],
      }));
    expect(links(render({ timeframe: 7 }))).toEqual([
      { href: "/dashboard?timeframe=7", current: "page", label: "7 Days" },
      { href: "/dashboard?timeframe=30", current: "", label: "30 Days" },
    ]);
    expect(links(render({ timeframe: 30 })).map((l) => l.current)).toEqual(["", "page"]);
    expect(render()).toMatch(/<div role="group" aria-label="Score timeframe"/);
  });

  test("the card shows the chosen timeframe's scores", () => {
    const options = { user: hs(90), partner: hs(86), user30: hs(50), partner30: hs(40) };
    expect(attr(meter(render({ ...options, timeframe: 7 })), "aria-valuenow")).toBe("88");
    expect(attr(meter(render({ ...options, timeframe: 30 })), "aria-valuenow")).toBe("45");
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
    const gauge = meter(render({ user: hs(score), partner: null }));
    expect(attr(gauge, "aria-valuetext")).toContain(`, ${label}`);
    expect(attr(gauge, "data-band")).toBe(colour);
  });
});

describe("HealthCard: imbalance warning", () => {
  test("a gap over 30: 'Significant perception gap' with the gap", () => {
    const read = text(render({ user: hs(90), partner: hs(50) }));
    expect(read).toContain("Significant perception gap: your scores are 40 points apart.");
  });

  test("a gap over 15: 'Some differences in perception'", () => {
    const html = render({ user: hs(80), partner: hs(60) });
    expect(text(html)).toContain("Some differences in perception: your scores are 20 points apart.");
    expect(html).toContain('data-imbalance="medium"');
  });

  test("15 or less is low: no warning at all", () => {
    const html = render({ user: hs(80), partner: hs(65) });
    expect(html).not.toContain("data-imbalance");
    expect(text(html)).not.toMatch(/perception/);
  });
});

describe("HealthCard: Detailed Component Analysis", () => {
  const user = hs(70, { partnerInteractionScore: 80, moodTrendScore: 62, checkinFrequencyScore: 70 });
  const partner = hs(66, { partnerInteractionScore: 78, moodTrendScore: 50, checkinFrequencyScore: 20 });

  test("folded by default under its spec title, native <details> (no script needed)", () => {
    expect(render({ user, partner })).toMatch(
      /<details class="[^"]*"><summary[^>]*>Detailed Component Analysis<\/summary>/,
    );
  });

  test("your and your partner's components with the quick comparison in words", () => {
    const html = render({ user, partner });
    expect(text(/<thead.*?<\/thead>/.exec(html)![0]).trim()).toBe("Component You Partner Quick comparison");
    expect(tableRows(html)).toEqual([
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

  test("is absent from the analysis and the areas, not a neutral 50; only in the timeframe it lacks data", () => {
    const html = render({ user, partner, absent });
    expect(tableRows(html).map((row) => row[0])).toEqual(["Mood Trend", "Check-in Frequency", "Ritual Completion"]);
    expect(text(html)).not.toContain("Partner Connection");
    const thirty = render({ user, partner, absent, timeframe: 30 });
    expect(tableRows(thirty).map((row) => row[0])).toContain("Partner Connection");
  });
});

describe("HealthCard: Areas to Focus On Together", () => {
  test("the significant differences, largest gap first, with both sides", () => {
    const html = render({
      user: hs(70, { moodTrendScore: 80, ritualCompletionScore: 0 }),
      partner: hs(66, { moodTrendScore: 60, ritualCompletionScore: 60 }),
    });
    const section = /<section aria-labelledby="relationship-health-areas-title".*?<\/section>/.exec(html)?.[0] ?? "";
    expect(section).toContain(">Areas to Focus On Together</h3>");
    const items = [...section.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => text(m[1]!).trim());
    expect(items).toEqual([
      "Ritual Completion You 0, Partner 60 (60 points apart)",
      "Mood Trend You 80, Partner 60 (20 points apart)",
    ]);
  });

  test("no significant difference: no list", () => {
    expect(text(render({ user: hs(70), partner: hs(66) }))).not.toContain("Areas to Focus On Together");
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
    const read = text(render({ user: hs(70, { emotionSentimentBonus: bonus }) }));
    expect(read).toContain(`Sentiment of your notes: ${label}`);
  });

  test("a bonus of exactly 0 shows no tone", () => {
    expect(text(render({ user: hs(70, { emotionSentimentBonus: 0 }) }))).not.toContain("Sentiment of your notes");
  });

  test("the tone follows the chosen timeframe", () => {
    const options = {
      user: hs(70, { emotionSentimentBonus: 0 }),
      user30: hs(70, { emotionSentimentBonus: -6 }),
    };
    expect(text(render({ ...options, timeframe: 7 }))).not.toContain("Sentiment of your notes");
    expect(text(render({ ...options, timeframe: 30 }))).toContain("Sentiment of your notes: Challenging");
  });
});

describe("HealthCard: actions", () => {
  test("no buttons of its own: the score actions are not drawn until they are passed in", () => {
    const html = render();
    expect(html).not.toContain("<button");
    expect(text(html)).not.toMatch(/Update \d+-Day Scores|Full Refresh/);
  });

  test("whatever is passed as actions appears in the card", () => {
    const html = render({ actions: createElement("button", { type: "button" }, "Update 7-Day Scores") });
    expect(html).toContain('<button type="button">Update 7-Day Scores</button>');
  });
});

describe("HealthCard: before there is enough data (decision 048)", () => {
  test("no score, gauge, table or buttons: each person's progress, named, and the way to move it on", () => {
    const html = render({
      user: hs(50, { dataDays: 1 }),
      partner: hs(91.7, { dataDays: 0 }),
      partnerName: "Robin",
      actions: createElement("button", null, "Update 7-Day Scores"),
    });
    expect(html).toMatch(/<h2[^>]*>.*Relationship Health<\/h2>/);
    expect(meter(html)).toBe("");
    const read = text(html);
    expect(read).toContain("Your scores appear once each of you has 3 days with a mood or a check-in.");
    expect(read).toContain("You 1 of 3 days");
    expect(read).toContain("Robin 0 of 3 days");
    expect(html).toContain('aria-label="Robin: days with a mood or a check-in"');
    expect(html).toContain('href="/mood-log"');
    for (const absent of ["50", "91", "Fair", "Individual Perspectives", "Detailed Component Analysis", "Update"]) {
      expect(read).not.toContain(absent);
    }
  });

  test("alone: the individual card waits for your own three days", () => {
    const read = text(render({ user: hs(50, { dataDays: 2 }), partner: null }));
    expect(read).toContain("Individual Health");
    expect(read).toContain("Your score appears after 3 days with a mood or a check-in.");
    expect(read).toContain("You 2 of 3 days");
  });

  test("your score is ready and your partner's is not: yours alone, and when theirs joins", () => {
    const user = hs(72, { dataDays: 4 });
    const partner = hs(30, { dataDays: 1 });
    const html = renderToStaticMarkup(
      createElement(HealthCard, {
        card: frameFor(scoreReadiness(user, partner)),
        timeframe: 7,
        couple: {
          score7: computeCoupleScore({ user, partner: null }),
          score30: computeCoupleScore({ user, partner: null }),
        },
        readiness: { score7: scoreReadiness(user, partner), score30: scoreReadiness(user, partner) },
        partnerName: "Robin",
        userScores: { score7: user, score30: user },
      }),
    );
    expect(html).toMatch(/<h2[^>]*>.*Relationship Health<\/h2>/);
    expect(attr(meter(html), "aria-label")).toBe("Your health score");
    const read = text(html);
    expect(read).toContain("Robin's score joins yours after 3 days with a mood or a check-in (1 of 3 so far).");
    expect(read).not.toContain("Individual Perspectives");
    expect(read).not.toContain("apart");
  });

  test("once both are ready, the perspectives name the partner by first name", () => {
    expect(text(render({ user: hs(70), partner: hs(66), partnerName: "Robin" }))).toContain("Robin 66 Good");
  });
});
