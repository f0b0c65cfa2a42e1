import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { firstWeekGuide, type FirstWeekFacts, type FirstWeekGuide } from "@/lib/domain/first-week-guide";
import { listItems, markupText } from "@/tests/helpers/static-markup";

// The action module reaches the database; these tests render markup and never submit the form.
vi.mock("@/lib/actions/insights", () => ({ dismissFirstWeekGuideAction: vi.fn() }));

const { FirstWeekGuideCard } = await import("./first-week-guide");

const NOW = new Date("2026-03-10T12:00:00Z");

function guideFor(over: Partial<FirstWeekFacts> = {}): FirstWeekGuide {
  const guide = firstWeekGuide({
    now: NOW,
    dismissed: false,
    startedAt: NOW,
    loggedMood: false,
    completedRitual: false,
    importedHistory: false,
    situation: { kind: "alone", pendingInvitationExpiresAt: null, personalCheckin: false },
    ...over,
  });
  if (!guide) throw new Error("expected a guide");
  return guide;
}

const couple = (over: { sharesWithPartner?: boolean; checkedInWithPartner?: boolean } = {}) =>
  ({
    kind: "partnered",
    partnerDisplayName: "Robin Alvarez",
    sharesWithPartner: false,
    checkedInWithPartner: false,
    ...over,
  }) as const;

const render = (guide: FirstWeekGuide | null) => renderToStaticMarkup(createElement(FirstWeekGuideCard, { guide }));

const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe("FirstWeekGuideCard", () => {
  test("no guide (all done or dismissed): nothing at all", () => {
    expect(render(null)).toBe("");
  });

  test("a titled card landmark with 'N of 5 done'", () => {
    const html = render(guideFor({ loggedMood: true, situation: couple() }));
    expect(html).toMatch(/<section[^>]*aria-labelledby="first-week-title"/);
    expect(html).toMatch(/<h2[^>]*id="first-week-title"[^>]*>.*Your first week<\/h2>/);
    expect(markupText(html)).toContain("2 of 5 done");
  });

  test("an ordered list of the five steps, each state said in words, not only by its icon", () => {
    const html = render(guideFor({ loggedMood: true, situation: couple() }));
    expect(html).toContain("<ol");
    const rows = listItems(html).map(markupText);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^Done: Connect with Robin/);
    expect(rows[1]).toMatch(/^Next step: Choose what you share with Robin/);
    expect(rows[2]).toMatch(/^Done: Log your first mood/);
    expect(rows[3]).toMatch(/^To do: Check in with Robin/);
    expect(rows[4]).toMatch(/^To do: Complete your first ritual/);
    for (const item of listItems(html)) {
      expect(item).toMatch(/<span class="sr-only">(Done|Next step|To do|Not yet):/);
      // Every icon is decoration: the words above carry the state.
      for (const svg of item.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"');
    }
  });

  test("only the next step shows its one-line why, so the guide stays short", () => {
    const guide = guideFor({ situation: couple() });
    const rows = listItems(render(guide)).map(markupText);
    guide.steps.forEach((step, index) => {
      if (step.id === guide.next?.id) expect(rows[index]).toContain(step.why);
      else expect(rows[index]).not.toContain(step.why);
    });
  });

  test("the next step is the one emphasised link-button; open steps link; done steps are plain text", () => {
    const html = render(guideFor({ loggedMood: true, situation: couple() }));
    const [invite, share, mood, checkin, ritual] = listItems(html);
    expect(share).toContain('data-status="next"');
    expect(share).toMatch(/<a[^>]*href="\/sharing"[^>]*>Start/);
    expect(share).toMatch(/<a[^>]*aria-label="Start: Choose what you share with [^"]+"/);
    expect(links(checkin!)).toEqual(["/checkin"]);
    expect(links(ritual!)).toEqual(["/rituals"]);
    expect(links(invite!)).toEqual([]);
    expect(links(mood!)).toEqual([]);
    expect(html.match(/data-status="next"/g)).toHaveLength(1);
  });

  test("alone: the share step waits ('Not yet'), is not a link, and the first open step is next", () => {
    const html = render(guideFor());
    const [invite, share] = listItems(html);
    expect(markupText(share!)).toMatch(/^Not yet: Choose together what you share/);
    expect(links(share!)).toEqual([]);
    expect(invite).toContain('data-status="next"');
    expect(links(invite!)).toEqual(["/settings#partner-section-title"]);
  });

  test("only waiting steps left: no next step to emphasise", () => {
    const html = render(
      guideFor({
        loggedMood: true,
        completedRitual: true,
        situation: {
          kind: "alone",
          pendingInvitationExpiresAt: new Date(NOW.getTime() + 3_600_000),
          personalCheckin: true,
        },
      }),
    );
    expect(markupText(html)).toContain("4 of 5 done");
    expect(html).not.toContain('data-status="next"');
  });

  test("Dismiss is a plain form with a real submit button, named for what it dismisses", () => {
    const html = render(guideFor());
    const form = /<form[^>]*>.*?<\/form>/.exec(html)![0];
    expect(form).toMatch(/<button[^>]*type="submit"/);
    expect(markupText(form)).toBe("Dismiss the first-week guide");
    expect(form).toContain('<span class="sr-only"> the first-week guide</span>');
  });

  test("the partner appears by first name only", () => {
    const html = render(guideFor({ situation: couple() }));
    expect(html).toContain("Robin");
    expect(html).not.toContain("Alvarez");
  });

  test("fits a phone: no fixed widths, and long labels wrap inside the button", () => {
    const html = render(guideFor({ situation: couple() }));
    expect(html).not.toMatch(/\bw-\[\d+px\]|\bmin-w-\[\d+px\]/);
    const button = /<a[^>]*>Start/.exec(html)![0];
    expect(button).toContain("whitespace-normal");
    expect(button).toContain("h-auto");
  });

  test("the optional import step follows the list as a link, outside the count, until the person has imported", () => {
    const html = render(guideFor());
    expect(listItems(html)).toHaveLength(5);
    expect(html).toMatch(/<a[^>]*href="\/settings\/import"[^>]*>Bring your history from another app<\/a>/);
    expect(markupText(html)).toContain("Optional: Bring your history from another app");
    expect(render(guideFor({ importedHistory: true }))).not.toContain("/settings/import");
  });
});
