import { describe, expect, test } from "vitest";
import { DISCREET_TEXT, discreetEmailProps, discreetPush, withSenderName } from "./discreet-notifications";

describe("discreet notifications (decision 080)", () => {
  test("a push keeps only its in-app link; title, body and tag are the same neutral words for every notice", () => {
    const push = discreetPush({
      title: "Attune",
      body: "There's news from your partner.",
      url: "/partner",
      tag: "partner_activity",
    });
    expect(push).toEqual({ title: "New update", body: "You have a new update.", url: "/partner", tag: "update" });
  });

  test("no word of the fixed texts names the app, a person or what happened", () => {
    const words = [...Object.values(DISCREET_TEXT).flat(), ...Object.values(discreetEmailProps()).flat()].join(" ");
    expect(words).not.toMatch(/attune|mood|check-?in|partner|ritual|\bdates?\b|recap|question|feel|shar/i);
  });

  test("the sender keeps its address under the neutral name", () => {
    expect(withSenderName("Attune <hello@attune.app>", "Updates")).toBe("Updates <hello@attune.app>");
    expect(withSenderName("hello@example.com", "Updates")).toBe("Updates <hello@example.com>");
  });
});
