import { Award } from "@/components/ui/icons/award";
import { HeartPulse } from "@/components/ui/icons/heart-pulse";
import { Star } from "@/components/ui/icons/star";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { achievementIcon } from "@/components/achievements/achievement-icon";
import { formatEarnedDate } from "@/components/achievements/achievement-text";
import {
  achievementCelebration,
  summarizeAchievements,
  type AchievementType,
  type AchievementView,
} from "@/lib/domain/achievements";
import { confettiPieces } from "./celebration-confetti";

// The server answers "reduced motion" (nothing moves before the browser says so); each test says what the browser says.
let reducedMotion = false;
vi.mock("@/components/ui/use-prefers-reduced-motion", () => ({ usePrefersReducedMotion: () => reducedMotion }));

/**
 * These tests render to static markup (there is no DOM to click in): the card shows each row's closed trigger (its
 * dialog is fetched on the first tap), and the dialog is rendered on its own, open, with a stand-in for Radix that
 * renders its content in place (a Radix dialog renders nothing outside a browser).
 */
const inlineDialog = {
  Dialog: ({ children }: { children: ReactNode }) => createElement("div", { "data-dialog": "" }, children),
  DialogTrigger: ({ children }: { children: ReactNode }) => children,
  DialogClose: ({ children }: { children: ReactNode }) => children,
  DialogContent: ({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) =>
    createElement(
      "div",
      { role: "dialog" },
      createElement("h2", null, title),
      createElement("p", null, description),
      children,
    ),
};

async function loadCelebrationDialog() {
  vi.resetModules();
  vi.doMock("@/components/ui/dialog", () => inlineDialog);
  return (await import("./celebration-dialog")).default;
}

async function renderCelebration(a: AchievementView) {
  const CelebrationDialog = await loadCelebrationDialog();
  return renderToStaticMarkup(
    createElement(CelebrationDialog, {
      celebration: achievementCelebration(a),
      open: true,
      onOpenChange: () => {},
      returnFocusTo: { current: null },
    }),
  );
}

afterEach(() => {
  reducedMotion = false;
});

const NY = "America/New_York";
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: NY };

const achievement = (n: number, type: AchievementType, iso: string, icon = "Star"): AchievementView => ({
  id: `a${n}`,
  title: `Title ${n}`,
  description: `Description ${n}`,
  icon,
  type,
  category: "Category",
  earnedAt: new Date(iso),
});

// Newest first: 5, 4, 3, 2, 1. The 03-10T03:00Z one is 03-09 at 23:00 in New York.
const FIVE = [
  achievement(1, "special", "2026-01-02T12:00:00Z"),
  achievement(2, "wellness", "2026-02-01T12:00:00Z"),
  achievement(3, "relationship", "2026-03-01T12:00:00Z", "MessageCircleHeart"),
  achievement(4, "therapy", "2026-03-10T03:00:00Z", "no-such-icon"),
  achievement(5, "wellness", "2026-03-10T14:00:00Z", "Flame"),
];

async function render(achievements: AchievementView[]) {
  const { AchievementsCard } = await import("./achievements-card");
  const summary = summarizeAchievements({ clock, achievements });
  // The frame the dashboard's registry gives it (app/dashboard/_cards/achievements/card.tsx).
  const card = { id: "achievements", title: "Achievements" };
  return renderToStaticMarkup(createElement(AchievementsCard, { card, summary, timeZone: NY }));
}

describe("AchievementsCard", () => {
  test("the 3 newest, each with title, local earned date and type; '+N more achievements' links to /achievements", async () => {
    const html = await render(FIVE);
    expect(html).toContain('aria-labelledby="achievements-title"');
    expect(html).toContain(">Achievements</h2>");
    const shown = ["Title 5", "Title 4", "Title 3"].map((t) => html.indexOf(t));
    expect(shown.every((i) => i > 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(html).not.toContain("Title 2");
    expect(html).not.toContain("Title 1");
    expect(html).toContain('<time dateTime="2026-03-09">Mar 9, 2026</time>');
    expect(html).toContain('<time dateTime="2026-03-10">Mar 10, 2026</time>');
    expect(html).toContain(">Coaching Progress<");
    expect(html).toContain(">Relationship<");
    expect(html).toContain(">Wellness<");
    expect(html).toMatch(/<a [^>]*href="\/achievements"[^>]*>\+2 more achievements/);
    // Every row has a decorative icon, an unknown name included (the fallback badge).
    expect(html.match(/<span aria-hidden="true"[^>]*><svg/g)).toHaveLength(3);
    expect(html).toContain("max-height:400px");
  });

  test("3 or fewer: all of them and no '+N more achievements'", async () => {
    const html = await render(FIVE.slice(0, 3));
    for (const t of ["Title 1", "Title 2", "Title 3"]) expect(html).toContain(t);
    expect(html).not.toContain("more achievements");
  });

  test("nothing earned: the spec's empty text and no list", async () => {
    const html = await render([]);
    expect(html).toContain("Keep going! Your first achievement is just around the corner.");
    expect(html).not.toContain("<ul");
    expect(html).not.toContain("more achievements");
  });

  test("each row is a closed dialog trigger until tapped", async () => {
    const html = await render(FIVE);
    expect(html.match(/<button type="button" [^>]*aria-haspopup="dialog" aria-expanded="false"/g)).toHaveLength(3);
    expect(html).not.toContain("Congratulations!");
    expect(html).not.toContain("data-confetti");
  });

  test("a row's celebration: 'Congratulations!' with its title, description and 'Keep Going!', with confetti", async () => {
    for (const a of FIVE.slice(2)) {
      const dialog = await renderCelebration(a);
      expect(dialog).toContain('role="dialog"');
      expect(dialog).toContain("<h2>Congratulations!</h2>");
      expect(dialog).toContain(a.title);
      expect(dialog).toContain(a.description);
      expect(dialog).toMatch(/<button[^>]*>Keep Going!<\/button>/);
      expect(dialog).toMatch(/<div aria-hidden="true" data-confetti=""[^>]*pointer-events-none/);
    }
  });

  test("under prefers-reduced-motion the celebration opens without confetti", async () => {
    reducedMotion = true;
    const html = await renderCelebration(FIVE[0]!);
    expect(html).toContain("Congratulations!");
    expect(html).toContain("Keep Going!");
    expect(html).not.toContain("data-confetti");
  });
});

describe("helpers", () => {
  test("confetti runs for 3 s (spec 2 §2.4): the last piece lands at 3 s, every other one before", () => {
    const pieces = confettiPieces();
    expect(pieces.length).toBeGreaterThan(0);
    for (const p of pieces) {
      expect(p.delayMs).toBeGreaterThanOrEqual(0);
      expect(p.durationMs).toBeGreaterThan(0);
    }
    expect(Math.max(...pieces.map((p) => p.delayMs + p.durationMs))).toBe(3_000);
  });

  test("icon names: canonical, other spellings, and a fallback for unknown ones", () => {
    expect(achievementIcon("Star")).toBe(Star);
    expect(achievementIcon("star")).toBe(Star);
    expect(achievementIcon("heart-pulse")).toBe(HeartPulse);
    expect(achievementIcon("no-such-icon")).toBe(Award);
    expect(achievementIcon("")).toBe(Award);
  });

  test("earned dates are local dates in the user's zone", () => {
    const at = new Date("2026-03-10T03:00:00Z");
    expect(formatEarnedDate(at, NY)).toBe("Mar 9, 2026");
    expect(formatEarnedDate(at, "UTC")).toBe("Mar 10, 2026");
  });
});
