import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { PartnerCheckinFeeling } from "@/lib/domain/emotions";
import { partnerMessagesSummary } from "@/lib/domain/partner-messages";
import type { PartnerCheckinRecord } from "@/lib/domain/types";

/* The list's toggle state is the test's (see messages-list.test.tsx): rendering shows each state of the whole card. */
const state = vi.hoisted(() => ({ expanded: false }));
vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  return { ...actual, useState: () => [state.expanded, vi.fn()], useId: () => "recent-list" };
});

const { MessagesFromPartnerCard, MessagesToPartnerCard } = await import("./messages-card");

const TZ = "America/New_York";
// Tuesday 2026-03-10 11:00 EDT: the 30-day window starts Mon 02-09, "this week" Wed 03-04.
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: TZ };

let seq = 0;
const checkin = (
  day: number,
  {
    score = 2,
    feeling = "loved",
    shared = true,
  }: { score?: number; feeling?: PartnerCheckinFeeling; shared?: boolean } = {},
): PartnerCheckinRecord => {
  seq += 1;
  return {
    id: `c${String(seq).padStart(3, "0")}`,
    authorId: "author",
    subjectId: "subject",
    score,
    feeling,
    note: `Note ${seq}`,
    shared,
    // Noon UTC on 2026-03-{day} (or February for day < 1), newest for the largest day.
    at: new Date(Date.UTC(2026, 2, day, 12)),
  };
};
/** n check-ins on consecutive days ending 2026-03-10, newest first by day. */
const days = (n: number, options?: Parameters<typeof checkin>[1]) =>
  Array.from({ length: n }, (_, i) => checkin(10 - i, options));

const summaryOf = (checkins: readonly PartnerCheckinRecord[]) => partnerMessagesSummary({ clock, checkins });
/** The frames the dashboard's registry gives them for Sam Rivera (app/dashboard/_cards/messages/card.tsx). */
const FROM = { id: "messages-from-partner", title: "Messages From Sam" };
const TO = { id: "messages-to-partner", title: "Your Messages to Sam" };
const props = (checkins: readonly PartnerCheckinRecord[]) => ({
  summary: summaryOf(checkins),
  partnerName: "Sam Rivera",
  timeZone: TZ,
});
const renderFrom = (checkins: readonly PartnerCheckinRecord[]) =>
  renderToStaticMarkup(createElement(MessagesFromPartnerCard, { card: FROM, ...props(checkins) }));
const renderTo = (checkins: readonly PartnerCheckinRecord[]) =>
  renderToStaticMarkup(createElement(MessagesToPartnerCard, { card: TO, ...props(checkins) }));

/** Markup without tags, to read what a user reads. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** The value shown under a stat's label. */
const stat = (html: string, label: string) =>
  html.match(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`))?.[1] ?? null;
const shownNotes = (html: string) => [...html.matchAll(/<p[^>]*>(Note \d+)<\/p>/g)].map((m) => m[1]);
const toggleLabel = (html: string) => html.match(/<button[^>]*aria-controls="recent-list"[^>]*>([^<]*)<\/button>/)?.[1];

beforeEach(() => {
  state.expanded = false;
  seq = 0;
});

describe("MessagesFromPartnerCard", () => {
  test("titled with the partner's first name; stats without a private count", () => {
    const html = renderFrom([checkin(9, { score: 3 }), checkin(8, { score: 1 }), checkin(1, { score: 2 })]);
    expect(html).toMatch(/<h2[^>]*id="messages-from-partner-title"[^>]*>.*Messages From Sam<\/h2>/);
    expect(html).toContain("Check-ins Sam chose to share with you, last 30 days.");
    expect(html).not.toContain("Rivera");
    expect(html).toContain('data-card="messages-from-partner"');
    expect(stat(html, "This week")).toBe("2");
    expect(stat(html, "Avg. connection")).toBe("2.00");
    expect(stat(html, "Shared")).toBe("3");
    expect(stat(html, "Private")).toBeNull();
  });

  test("more than two: two shown and 'View All Messages (N)', N the messages the expanded list shows (10 kept)", () => {
    const checkins = days(12);
    const collapsed = renderFrom(checkins);
    expect(shownNotes(collapsed)).toEqual(["Note 1", "Note 2"]);
    expect(toggleLabel(collapsed)).toBe("View All Messages (10)");

    state.expanded = true;
    const expanded = renderFrom(checkins);
    expect(shownNotes(expanded)).toHaveLength(10);
    expect(shownNotes(expanded)[9]).toBe("Note 10");
    expect(toggleLabel(expanded)).toBe("Show Less");
  });

  test("four messages: 'View All Messages (4)'", () => {
    expect(toggleLabel(renderFrom(days(4)))).toBe("View All Messages (4)");
  });

  test("two or fewer: all of them and no toggle", () => {
    const html = renderFrom(days(2));
    expect(shownNotes(html)).toEqual(["Note 1", "Note 2"]);
    expect(html).not.toContain("<button");
  });

  test("a message shows its feeling and connection label, and no 'Private' badge", () => {
    const html = renderFrom([checkin(9, { score: -1, feeling: "distant" })]);
    expect(text(html)).toContain("Feeling distant · Slightly Disconnected");
    expect(text(html)).not.toContain("Private");
  });

  test("empty: 'No Messages Received Yet' and the prompt to encourage the partner", () => {
    const read = text(renderFrom([]));
    expect(read).toContain("No Messages Received Yet");
    expect(read).toContain("When Sam shares a check-in with you, it will appear here.");
  });
});

describe("MessagesToPartnerCard", () => {
  test("titled 'Your Messages to {partner}'; counts shared and private apart", () => {
    const html = renderTo([
      checkin(10, { shared: false }),
      checkin(9),
      checkin(8, { shared: false }),
      checkin(7, { shared: false }),
    ]);
    expect(html).toMatch(/<h2[^>]*id="messages-to-partner-title"[^>]*>.*Your Messages to Sam<\/h2>/);
    expect(html).toContain("Your check-ins about Sam, last 30 days.");
    expect(html).not.toContain("Rivera");
    expect(html).toContain('data-card="messages-to-partner"');
    expect(stat(html, "Shared")).toBe("1");
    expect(stat(html, "Private")).toBe("3");
    expect(stat(html, "This week")).toBe("4");
  });

  test("private messages carry a 'Private' badge, shared ones do not", () => {
    const html = renderTo([checkin(10, { shared: false }), checkin(9)]);
    const items = [...html.matchAll(/<li class="rounded-xl[^"]*">.*?<\/li>/g)].map((m) => m[0]);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain(">Private</span>");
    expect(items[1]).not.toContain("Private");
  });

  test("top emotions, most used first", () => {
    const html = renderTo([
      checkin(10, { feeling: "loved" }),
      checkin(9, { feeling: "distant" }),
      checkin(8, { feeling: "distant" }),
    ]);
    const emotions = [...html.matchAll(/<li class="rounded-full[^"]*">([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(emotions).toEqual(["Distant · 2", "Loved · 1"]);
  });

  test("the same toggle: 'View All Messages (5)' then 'Show Less'", () => {
    expect(toggleLabel(renderTo(days(5)))).toBe("View All Messages (5)");
    state.expanded = true;
    const html = renderTo(days(5));
    expect(shownNotes(html)).toHaveLength(5);
    expect(toggleLabel(html)).toBe("Show Less");
  });

  test("empty: our invitation and a link to /checkin, not the partner card's wording", () => {
    const html = renderTo([checkin(-40)]);
    expect(text(html)).toContain("You haven&#x27;t logged a check-in about Sam in the last 30 days.");
    expect(html).toMatch(/<a[^>]*href="\/checkin"[^>]*>Log a check-in<\/a>/);
    expect(html).not.toContain("No Messages Received Yet");
    expect(html).not.toContain("<dl");
  });
});
