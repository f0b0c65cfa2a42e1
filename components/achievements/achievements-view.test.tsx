import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import {
  achievementsScreen,
  type AchievementTab,
  type AchievementType,
  type AchievementView,
  type PartnerAchievements,
} from "@/lib/domain/achievements";
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
) =>
  renderToStaticMarkup(
    createElement(AchievementsView, {
      model: { ...achievementsScreen({ clock, achievements, tab, showAll }), partner },
    }),
  );

describe("AchievementsView", () => {
  test("breadcrumb, badges, tiles, filters with counts and rows with every field", () => {
    const latest = view("therapy", "2026-03-09T12:00:00Z");
    const older = view("relationship", "2026-02-01T12:00:00Z");
    const html = render([older, latest]);
    expect(html).toMatch(/<nav aria-label="Breadcrumb">.*<a [^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(html).toContain('<li aria-current="page">Achievements</li>');
    expect(html).toContain("<h1");
    expect(html).toContain(">2 total<");
    expect(html).toContain(">+1 This Week<");
    for (const label of ["Total", "This Week", "This Month", "Coaching Progress"]) {
      expect(html).toContain(`<dt class="text-xs text-muted">${label}</dt>`);
    }
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/achievements">All<span[^>]*>2<\/span>/);
    expect(html).toMatch(/<a [^>]*href="\/achievements\?tab=therapy"[^>]*>Coaching Progress<span[^>]*>1<\/span>/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(2); // the breadcrumb and the chosen filter
    // Newest first; 'Latest' once, on the first row.
    expect(html.indexOf(latest.title)).toBeLessThan(html.indexOf(older.title));
    expect(html.match(/>Latest</g)).toHaveLength(1);
    expect(html.indexOf(">Latest<")).toBeLessThan(html.indexOf(older.title));
    expect(html).toContain(latest.description);
    expect(html).toContain(latest.category);
    expect(html).toContain('<time dateTime="2026-03-09">Mar 9, 2026</time>');
    expect(html).toContain(">Relationship<");
  });

  test("no badge when nothing was earned this week", () => {
    const html = render([view("wellness", "2026-01-01T12:00:00Z")]);
    expect(html).not.toContain("This Week</span>");
  });

  test("more than 15: '+N more achievements' links to show all; show all scrolls in a 600px, focusable region", () => {
    const many = Array.from({ length: 17 }, (_, i) =>
      view("wellness", `2026-01-${String(i + 1).padStart(2, "0")}T12:00:00Z`),
    );
    const firstPage = render(many, "wellness");
    expect(firstPage.match(/<li class="flex gap-3/g)).toHaveLength(15);
    expect(firstPage).toMatch(/<a [^>]*href="\/achievements\?tab=wellness&amp;all=1"[^>]*>\+2 more achievements<\/a>/);
    expect(firstPage).not.toContain('role="region"');

    const all = render(many, "wellness", true);
    expect(all.match(/<li class="flex gap-3/g)).toHaveLength(17);
    expect(all).toMatch(/<div role="region" aria-label="All achievements" tabindex="0"[^>]*max-height:600px/);
    expect(all).not.toContain("more achievements");
  });

  test("an empty category: 'Start Your Achievement Journey'", () => {
    const html = render([view("wellness", "2026-03-01T12:00:00Z")], "special");
    expect(html).toContain("Start Your Achievement Journey");
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/achievements\?tab=special">/);
  });

  test("nothing earned: the first achievement and how to earn it, instead of tiles, filters and list", () => {
    const html = render([]);
    expect(html).not.toMatch(/coming soon/i);
    expect(html).toMatch(/<h2[^>]*>Your first achievement is one mood away<\/h2>/);
    expect(html).toContain("Log how you feel today to earn “First Mood Logged”.");
    // No partner: connecting one is among the next achievements.
    expect(html).toContain("connect with your partner for “Partners Connected”");
    expect(html).toMatch(/<a[^>]*href="\/mood-log"[^>]*>Log your mood<\/a>/);
    expect(html).toContain(">0 total<");
    expect(html).not.toContain("<dl");
    expect(html).not.toContain("Achievement categories");
    expect(html).not.toContain("Start Your Achievement Journey");
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
  const section = (html: string) => html.slice(html.indexOf('aria-labelledby="partner-achievements-title"'));

  test("no partner: no section", () => {
    const html = render(own());
    expect(html).not.toContain("partner-achievements-title");
    expect(html).not.toContain("'s Achievements");
  });

  test("linked, not shared: the heading and 'hasn't shared', no rows", () => {
    const html = render(own(), "all", false, { name: "Pat", shared: false });
    expect(html).toMatch(/<h2 id="partner-achievements-title"[^>]*>Pat&#x27;s Achievements<\/h2>/);
    const part = section(html);
    expect(part).toContain("Pat hasn&#x27;t shared their achievements with you.");
    expect(part).not.toContain("<li");
  });

  test("shared: the partner's rows in the order given, with the same row markup and no 'Latest'", () => {
    const newer = view("relationship", "2026-03-09T12:00:00Z");
    const older = view("special", "2026-02-01T12:00:00Z");
    const html = render(own(), "all", false, { name: "Pat", shared: true, achievements: [newer, older] });
    const part = section(html);
    expect(part.match(/<li class="flex gap-3/g)).toHaveLength(2);
    expect(part.indexOf(newer.title)).toBeLessThan(part.indexOf(older.title));
    expect(part).toContain(newer.description);
    expect(part).toContain('<time dateTime="2026-03-09">Mar 9, 2026</time>');
    expect(part).toContain(">Special<");
    expect(part).not.toContain(">Latest<");
    expect(part).not.toContain("hasn&#x27;t");
  });

  test("shared but nothing earned: a sentence, no rows", () => {
    const part = section(render(own(), "all", false, { name: "Pat", shared: true, achievements: [] }));
    expect(part).toContain("Pat hasn&#x27;t earned any achievements yet.");
    expect(part).not.toContain("<li");
  });

  test("shown even when the user has earned nothing themselves", () => {
    const html = render([], "all", false, { name: "Pat", shared: false });
    expect(html).toContain("Your first achievement is one mood away");
    // A partner is linked: the empty state does not ask to connect one.
    expect(html).not.toContain("connect with your partner");
    expect(html).toContain("Pat&#x27;s Achievements");
  });
});
