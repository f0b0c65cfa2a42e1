import { describe, expect, test } from "vitest";
import { PARTNER_REACTION_KINDS, REACTION_LABELS, reactionNoticeTitle } from "./partner-reactions";

describe("partner reactions", () => {
  test("every kind has a label and a notice title by first name", () => {
    for (const kind of PARTNER_REACTION_KINDS) {
      expect(REACTION_LABELS[kind]).toBeTruthy();
      expect(reactionNoticeTitle(kind, "Robin")).toMatch(/^Robin /);
    }
    expect(reactionNoticeTitle("talk_tonight", "Robin")).toBe("Robin would like to talk tonight");
    expect(reactionNoticeTitle(null, "Robin")).toBe("Robin sent you a note");
  });
});
