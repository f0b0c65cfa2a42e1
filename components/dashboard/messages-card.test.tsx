// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import type { PartnerCheckinFeeling } from "@/lib/domain/emotions";
import { partnerMessagesSummary } from "@/lib/domain/partner-messages";
import type { PartnerCheckinRecord } from "@/lib/domain/types";
import { readText } from "@/tests/helpers/dom";
import { MessagesFromPartnerCard, MessagesToPartnerCard } from "./messages-card";

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

const props = (checkins: readonly PartnerCheckinRecord[]) => ({
  summary: partnerMessagesSummary({ clock, checkins }),
  partnerName: "Sam Rivera",
  timeZone: TZ,
});
/** The frames the dashboard's registry gives them for Sam Rivera (app/dashboard/_cards/messages/card.tsx). */
const FROM = { id: "messages-from-partner", title: "Messages From Sam" };
const TO = { id: "messages-to-partner", title: "Your Messages to Sam" };
/** The card, found as a reader finds it: the region its title names. */
const renderFrom = (checkins: readonly PartnerCheckinRecord[]) => {
  render(<MessagesFromPartnerCard card={FROM} {...props(checkins)} />);
  return screen.getByRole("region", { name: FROM.title });
};
const renderTo = (checkins: readonly PartnerCheckinRecord[]) => {
  render(<MessagesToPartnerCard card={TO} {...props(checkins)} />);
  return screen.getByRole("region", { name: TO.title });
};

/** The value shown under a stat's label, or null when the card has no such stat. */
const stat = (card: HTMLElement, label: string) =>
  within(card).queryByText(label, { selector: "dt" })?.nextElementSibling?.textContent ?? null;
const recent = (card: HTMLElement) => within(card).getByRole("list", { name: "Recent messages" });
const shownNotes = (card: HTMLElement) =>
  within(recent(card))
    .getAllByRole("listitem")
    .map((item) => within(item).getByText(/^Note \d+$/).textContent);
const toggle = (card: HTMLElement) => within(card).queryByRole("button");

beforeEach(() => {
  seq = 0;
});

describe("MessagesFromPartnerCard", () => {
  test("titled with the partner's first name; stats without a private count", () => {
    const card = renderFrom([checkin(9, { score: 3 }), checkin(8, { score: 1 }), checkin(1, { score: 2 })]);
    expect(within(card).getByText("Check-ins Sam chose to share with you, last 30 days.")).toBeDefined();
    expect(readText(card)).not.toContain("Rivera");
    expect(stat(card, "This week")).toBe("2");
    expect(stat(card, "Avg. connection")).toBe("2.00");
    expect(stat(card, "Shared")).toBe("3");
    expect(stat(card, "Private")).toBeNull();
  });

  test("more than two: two shown and 'View All Messages (N)', N the messages a click shows (10 kept)", () => {
    const card = renderFrom(days(12));
    expect(shownNotes(card)).toEqual(["Note 1", "Note 2"]);
    fireEvent.click(within(card).getByRole("button", { name: "View All Messages (10)", expanded: false }));
    const all = shownNotes(card);
    expect(all).toHaveLength(10);
    expect(all[9]).toBe("Note 10");
    expect(within(card).getByRole("button", { name: "Show Less", expanded: true })).toBeDefined();
  });

  test("four messages: 'View All Messages (4)'", () => {
    expect(toggle(renderFrom(days(4)))?.textContent).toBe("View All Messages (4)");
  });

  test("two or fewer: all of them and no toggle", () => {
    const card = renderFrom(days(2));
    expect(shownNotes(card)).toEqual(["Note 1", "Note 2"]);
    expect(toggle(card)).toBeNull();
  });

  test("a message shows its feeling and connection label, and no 'Private' badge", () => {
    const card = renderFrom([checkin(9, { score: -1, feeling: "distant" })]);
    expect(within(recent(card)).getByText("Feeling distant · Slightly Disconnected")).toBeDefined();
    expect(within(card).queryByText("Private")).toBeNull();
  });

  test("empty: 'No Messages Received Yet' and the prompt to encourage the partner", () => {
    const card = renderFrom([]);
    expect(within(card).getByText("No Messages Received Yet")).toBeDefined();
    expect(within(card).getByText(/^When Sam shares a check-in with you, it will appear here\./)).toBeDefined();
  });
});

describe("MessagesToPartnerCard", () => {
  test("titled 'Your Messages to {partner}'; counts shared and private apart", () => {
    const card = renderTo([
      checkin(10, { shared: false }),
      checkin(9),
      checkin(8, { shared: false }),
      checkin(7, { shared: false }),
    ]);
    expect(within(card).getByText(/^Your check-ins about Sam, last 30 days\./)).toBeDefined();
    expect(readText(card)).not.toContain("Rivera");
    expect(stat(card, "Shared")).toBe("1");
    expect(stat(card, "Private")).toBe("3");
    expect(stat(card, "This week")).toBe("4");
  });

  test("private messages carry a 'Private' badge, shared ones do not", () => {
    const card = renderTo([checkin(10, { shared: false }), checkin(9)]);
    const [kept, shared] = within(recent(card)).getAllByRole("listitem");
    expect(within(kept!).getByText("Private")).toBeDefined();
    expect(within(shared!).queryByText("Private")).toBeNull();
  });

  test("top emotions, most used first", () => {
    const card = renderTo([
      checkin(10, { feeling: "loved" }),
      checkin(9, { feeling: "distant" }),
      checkin(8, { feeling: "distant" }),
    ]);
    const emotions = within(within(card).getByRole("list", { name: "Top emotions" })).getAllByRole("listitem");
    expect(emotions.map(readText)).toEqual(["Distant · 2", "Loved · 1"]);
  });

  test("the same toggle: 'View All Messages (5)', then every message and 'Show Less'", () => {
    const card = renderTo(days(5));
    fireEvent.click(within(card).getByRole("button", { name: "View All Messages (5)" }));
    expect(shownNotes(card)).toHaveLength(5);
    expect(toggle(card)?.textContent).toBe("Show Less");
  });

  test("empty: our invitation and a link to /checkin, not the partner card's wording", () => {
    const card = renderTo([checkin(-40)]);
    expect(within(card).getByText(/^You haven't logged a check-in about Sam in the last 30 days\./)).toBeDefined();
    expect(within(card).getByRole("link", { name: "Log a check-in" }).getAttribute("href")).toBe("/checkin");
    expect(within(card).queryByText("No Messages Received Yet")).toBeNull();
    expect(within(card).queryByRole("term")).toBeNull();
  });
});
