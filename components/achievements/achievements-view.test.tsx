// @vitest-environment happy-dom
import { render as mount, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  achievementsScreen,
  type AchievementTab,
  type AchievementType,
  type AchievementView,
  type PartnerAchievements,
} from "@/lib/domain/achievements";
import { readText } from "@/tests/helpers/dom";
import { achievementsHref, AchievementsView } from "./achievements-view";

const NY = "America/New_York";
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: NY };

let seq = 0;
const view = (type: AchievementType, iso: string): AchievementView => {
  seq++;
  return {
    id: `a${seq}`,
    title: `Title ${seq}`,
    description: `Description ${seq}`,
    icon: "Trophy",
    type,
    category: `Category ${seq}`,
    earnedAt: new Date(iso),
  };
};

const render = (
  achievements: AchievementView[],
  tab: AchievementTab = "all",
  showAll = false,
  partner: PartnerAchievements<AchievementView> | null = null,
) => mount(<AchievementsView model={{ ...achievementsScreen({ clock, achievements, tab, showAll }), partner }} />);

/** The rows of a list of achievements as read: title, badges, description, date and category. */
const rowsOf = (list: HTMLElement) => within(list).getAllByRole("listitem").map(readText);
const ownList = () => within(screen.getByRole("region", { name: "Your achievements" })).queryByRole("list");
const partnerSection = () => screen.queryByRole("region", { name: /'s Achievements$/ });
const filters = () => screen.getByRole("navigation", { name: "Achievement categories" });

describe("AchievementsView", () => {
  test("breadcrumb, badges, tiles, filters with counts and rows with every field", () => {
    const latest = view("therapy", "2026-03-09T12:00:00Z");
    const older = view("relationship", "2026-02-01T12:00:00Z");
    render([older, latest]);
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(readText(breadcrumb.querySelector('[aria-current="page"]')!)).toBe("Achievements");
    expect(screen.getByRole("heading", { level: 1, name: "Achievements" })).toBeDefined();
    expect(screen.getByText("2 total")).toBeDefined();
    expect(screen.getByText("+1 This Week")).toBeDefined();

    const stats = within(screen.getByRole("region", { name: "Achievement stats" }));
    expect(stats.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Total",
      "This Week",
      "This Month",
      "Coaching Progress",
    ]);

    const all = within(filters()).getByRole("link", { name: "All 2" });
    expect([all.getAttribute("href"), all.getAttribute("aria-current")]).toEqual(["/achievements", "page"]);
    const therapy = within(filters()).getByRole("link", { name: "Coaching Progress 1" });
    expect([therapy.getAttribute("href"), therapy.getAttribute("aria-current")]).toEqual([
      "/achievements?tab=therapy",
      null,
    ]);
    expect(
      within(filters())
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current")),
    ).toHaveLength(1);

    // Newest first; 'Latest' once, on the first row; the date in the user's zone, machine-readable too.
    expect(rowsOf(ownList()!)).toEqual([
      `${latest.title} Latest Coaching Progress ${latest.description} Earned Mar 9, 2026 · ${latest.category}`,
      `${older.title} Relationship ${older.description} Earned Feb 1, 2026 · ${older.category}`,
    ]);
    expect(screen.getByText("Mar 9, 2026").closest("time")?.getAttribute("datetime")).toBe("2026-03-09");
  });

  test("an achievement of no named kind is badged 'Other'", () => {
    const other = view("other", "2026-03-01T12:00:00Z");
    render([other]);
    expect(rowsOf(ownList()!)).toEqual([
      `${other.title} Latest Other ${other.description} Earned Mar 1, 2026 · ${other.category}`,
    ]);
  });

  test("no badge when nothing was earned this week", () => {
    render([view("wellness", "2026-01-01T12:00:00Z")]);
    expect(screen.queryByText(/This Week$/, { selector: "span" })).toBeNull();
  });

  test("more than 15: '+N more achievements' links to show all; show all scrolls in a 600px, focusable region", () => {
    const many = Array.from({ length: 17 }, (_, i) =>
      view("wellness", `2026-01-${String(i + 1).padStart(2, "0")}T12:00:00Z`),
    );
    const firstPage = render(many, "wellness");
    expect(rowsOf(ownList()!)).toHaveLength(15);
    expect(screen.getByRole("link", { name: "+2 more achievements" }).getAttribute("href")).toBe(
      "/achievements?tab=wellness&all=1",
    );
    expect(screen.queryByRole("region", { name: "All achievements" })).toBeNull();
    firstPage.unmount();

    render(many, "wellness", true);
    const scroller = screen.getByRole("region", { name: "All achievements" });
    expect(rowsOf(scroller)).toHaveLength(17);
    expect([scroller.tabIndex, scroller.style.maxHeight]).toEqual([0, "600px"]);
    expect(screen.queryByText(/more achievements/)).toBeNull();
  });

  test("an empty category: 'Start Your Achievement Journey'", () => {
    render([view("wellness", "2026-03-01T12:00:00Z")], "special");
    expect(screen.getByRole("heading", { name: "Start Your Achievement Journey" })).toBeDefined();
    expect(ownList()).toBeNull();
    const chosen = within(filters())
      .getAllByRole("link")
      .find((link) => link.getAttribute("aria-current") === "page");
    expect(chosen?.getAttribute("href")).toBe("/achievements?tab=special");
  });

  test("nothing earned: the first achievement and how to earn it, instead of tiles, filters and list", () => {
    render([]);
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Your first achievement is one mood away" })).toBeDefined();
    // No partner: connecting one is among the next achievements.
    expect(screen.getByText(/Log how you feel today to earn “First Mood Logged”\./).textContent).toContain(
      "connect with your partner for “Partners Connected”",
    );
    expect(screen.getByRole("link", { name: "Log your mood" }).getAttribute("href")).toBe("/mood-log");
    expect(screen.getByText("0 total")).toBeDefined();
    expect(screen.queryByRole("region", { name: "Achievement stats" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Achievement categories" })).toBeNull();
    expect(screen.queryByText("Start Your Achievement Journey")).toBeNull();
  });

  test("hrefs", () => {
    expect(achievementsHref("all")).toBe("/achievements");
    expect(achievementsHref("all", true)).toBe("/achievements?all=1");
    expect(achievementsHref("therapy")).toBe("/achievements?tab=therapy");
    expect(achievementsHref("special", true)).toBe("/achievements?tab=special&all=1");
  });
});

describe("AchievementsView: the partner's section", () => {
  const own = () => [view("wellness", "2026-03-01T12:00:00Z")];

  test("no partner: no section", () => {
    render(own());
    expect(partnerSection()).toBeNull();
  });

  test("linked, not shared: the heading and 'hasn't shared', no rows", () => {
    render(own(), "all", false, { name: "Pat", shared: false });
    const section = partnerSection()!;
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Pat's Achievements");
    expect(within(section).getByText("Pat hasn't shared their achievements with you.")).toBeDefined();
    expect(within(section).queryByRole("listitem")).toBeNull();
  });

  test("shared: the partner's rows in the order given, read like the user's own, with no 'Latest'", () => {
    const newer = view("relationship", "2026-03-09T12:00:00Z");
    const older = view("special", "2026-02-01T12:00:00Z");
    render(own(), "all", false, { name: "Pat", shared: true, achievements: [newer, older] });
    const section = partnerSection()!;
    expect(rowsOf(section)).toEqual([
      `${newer.title} Relationship ${newer.description} Earned Mar 9, 2026 · ${newer.category}`,
      `${older.title} Special ${older.description} Earned Feb 1, 2026 · ${older.category}`,
    ]);
    expect(within(section).getByText("Mar 9, 2026").closest("time")?.getAttribute("datetime")).toBe("2026-03-09");
    expect(within(section).queryByText(/hasn't/)).toBeNull();
  });

  test("shared but nothing earned: a sentence, no rows", () => {
    render(own(), "all", false, { name: "Pat", shared: true, achievements: [] });
    const section = partnerSection()!;
    expect(within(section).getByText("Pat hasn't earned any achievements yet.")).toBeDefined();
    expect(within(section).queryByRole("listitem")).toBeNull();
  });

  test("shown even when the user has earned nothing themselves", () => {
    render([], "all", false, { name: "Pat", shared: false });
    expect(screen.getByText("Your first achievement is one mood away")).toBeDefined();
    // A partner is linked: the empty state does not ask to connect one.
    expect(screen.queryByText(/connect with your partner/)).toBeNull();
    expect(partnerSection()).not.toBeNull();
  });
});
