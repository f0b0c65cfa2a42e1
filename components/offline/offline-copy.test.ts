import { describe, expect, test } from "vitest";
import { crisisCardOf, failedToast, offlineTime, syncedDescription } from "./offline-copy";

describe("the offline queue's words (decision 040)", () => {
  test.each([
    [["mood"], "Your mood was saved."],
    [["personal-checkin"], "Your check-in was saved."],
    [["partner-checkin"], "Your check-in was saved."],
    [["mood", "mood"], "Your 2 moods were saved."],
    [["partner-checkin", "personal-checkin"], "Your 2 check-ins were saved."],
    [["mood", "personal-checkin", "mood"], "Your 3 entries were saved."],
    [["question-answer"], "Your answer was saved."],
    [["question-answer", "question-answer"], "Your 2 answers were saved."],
    [["question-answer", "mood"], "Your 2 entries were saved."],
  ] as const)("synced %j: %s", (kinds, text) => {
    expect(syncedDescription(kinds)).toBe(text);
  });

  test("a refused entry says which one (kind, when it was kept) and the server's reason", () => {
    const failure = { message: "A mood can be logged for up to 30 days back, and not in the future" };
    expect(failedToast({ kind: "mood", queuedAt: 0, failure }, () => "on 1 Jan")).toEqual({
      title: "Your mood could not be saved",
      description: `Kept offline on 1 Jan. ${failure.message}`,
    });
    expect(
      failedToast({ kind: "partner-checkin", queuedAt: 0, failure: { message: "Invite your partner." } }, () => "x")
        .title,
    ).toBe("Your check-in could not be saved");
    expect(
      failedToast({ kind: "question-answer", queuedAt: 0, failure: { message: "Closed." } }, () => "x").title,
    ).toBe("Your answer could not be saved");
  });

  test("offlineTime names the moment in the given language and zone", () => {
    expect(offlineTime(Date.parse("2026-11-26T14:05:00Z"), "en-GB", "UTC")).toBe("on 26 Nov 2026, 14:05");
  });

  test("crisisCardOf keeps a well-formed card and its usable lines, and nothing else", () => {
    const card = {
      heading: "You deserve support right now",
      message: "If you are in danger, call your local emergency number.",
      resources: [
        { name: "988 Lifeline", action: "call", value: "988", detail: "24/7" },
        { name: "Broken", action: "fax", value: "1" },
        { name: "Crisis Text Line", action: "text", value: "741741" },
      ],
      abuse: null,
    };
    expect(crisisCardOf({ ...card, country: "US", categories: ["suicide", 7] })).toEqual({
      ...card,
      resources: [
        { name: "988 Lifeline", action: "call", value: "988", detail: "24/7" },
        { name: "Crisis Text Line", action: "text", value: "741741", detail: "" },
      ],
      country: "US",
      categories: ["suicide"],
    });
    // A card from before the country was sent, or with one we do not know: the fallback, which asks for it.
    expect(crisisCardOf({ ...card, country: "toString" })).toMatchObject({ country: "INTL", categories: [] });
    expect(crisisCardOf(null)).toBeNull();
    expect(crisisCardOf({ heading: "x" })).toBeNull();
  });
});
