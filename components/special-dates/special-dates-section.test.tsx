import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import type { SpecialDatesOverview, SpecialDateView } from "@/lib/domain/special-dates";
import type { Outcome } from "@/lib/errors";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/actions/special-dates", () => ({
  addSpecialDateAction: vi.fn(),
  updateSpecialDateAction: vi.fn(),
  deleteSpecialDateAction: vi.fn(),
}));

const { SpecialDatesSection } = await import("./special-dates-section");
// The cards' client parts are islands (components/ui/island.tsx): rendered once their code is here, as on the server.
await (await import("@/components/ui/island")).islandsLoaded();

const user = {
  id: "u1",
  email: "sam@example.com",
  displayName: "Sam",
  timeZone: "UTC",
  emailVerified: true,
  roles: [],
  assistantEnabled: true,
};

const view = (overrides: Partial<SpecialDateView>): SpecialDateView => ({
  id: "d1",
  dateType: "birthday",
  title: "Sam's Birthday",
  dateValue: "1990-06-20",
  recurringAnnually: true,
  reminderDaysBefore: 7,
  notes: null,
  sharedWithPartner: true,
  isOwner: true,
  nextOccurrence: "2026-06-20",
  daysUntil: 19,
  isUpcoming: false,
  ...overrides,
});

/** The section as the Settings page renders it, with what the page read (or the failure it mapped). */
function render(result: Outcome<SpecialDatesOverview>): string {
  const element = SpecialDatesSection({ user, result });
  return element ? renderToStaticMarkup(element) : "";
}

describe("SpecialDatesSection", () => {
  test("renders nothing without an accepted, known partner", () => {
    expect(render({ ok: true, data: { partner: null, dates: [view({})] } })).toBe("");
  });

  test("with a partner: the card, the Add Date button and an empty state", () => {
    const html = render({ ok: true, data: { partner: { name: "Alex" }, dates: [] } });
    expect(html).toContain("Special Dates");
    expect(html).toContain("Add Date");
    // On one line however narrow the card (issue #33): the sentence beside it wraps, the button does not.
    expect(html).toMatch(/class="[^"]*\bshrink-0 whitespace-nowrap\b[^"]*"[^>]*>Add Date</);
    expect(html).toContain("No special dates yet");
  });

  test("lists dates: type, long date, days, marks; Edit/Delete only on the owner's", () => {
    const html = render({
      ok: true,
      data: {
        partner: { name: "Alex" },
        dates: [
          view({}),
          view({
            id: "d2",
            dateType: "anniversary",
            title: "Our Anniversary",
            dateValue: "2019-06-02",
            nextOccurrence: "2026-06-02",
            daysUntil: 0,
            isUpcoming: true,
            isOwner: false,
          }),
          view({
            id: "d3",
            dateType: "custom",
            title: "Trip",
            dateValue: "2026-07-01",
            nextOccurrence: "2026-07-01",
            recurringAnnually: false,
            sharedWithPartner: false,
            daysUntil: 30,
          }),
        ],
      },
    });
    expect(html).toContain("June 20, 1990");
    expect(html).toContain("next on June 20, 2026, in 19 days");
    expect(html).toContain("Birthday");
    expect(html).toContain("Anniversary");
    expect(html).toContain("Today");
    expect(html).toContain("Upcoming");
    expect(html).toContain("Shared by Alex");
    expect(html).toContain("Shared with Alex");
    expect(html).toContain("Private");
    expect(html).toContain("One-time");
    expect(html).toContain("July 1, 2026");
    expect(html).toContain('aria-label="Edit Sam&#x27;s Birthday"');
    expect(html).toContain('aria-label="Delete Trip"');
    expect(html).not.toContain('aria-label="Edit Our Anniversary"');
    expect(html).not.toContain('aria-label="Delete Our Anniversary"');
    expect(html.match(/data-upcoming="true"/g)).toHaveLength(1);
  });

  test("a failed load shows the spec's message", () => {
    const html = render({
      ok: false,
      error: {
        code: "INTERNAL",
        title: "Error",
        message: "Failed to load special dates: An unexpected error occurred.",
      },
    });
    expect(html).toContain("Special Dates");
    expect(html).toContain("Failed to load special dates: An unexpected error occurred.");
  });
});
