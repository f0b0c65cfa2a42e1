import { describe, expect, test } from "vitest";
import { partnerReactionSchema, reactionMessages } from "./partner-reactions";

describe("partnerReactionSchema", () => {
  test("a kind alone, a note alone, or both", () => {
    expect(partnerReactionSchema.parse({ kind: "hug" })).toEqual({ kind: "hug", note: null });
    expect(partnerReactionSchema.parse({ note: "  Proud of you  " })).toEqual({ kind: null, note: "Proud of you" });
    expect(partnerReactionSchema.parse({ kind: "talk_tonight", note: "After dinner?" })).toEqual({
      kind: "talk_tonight",
      note: "After dinner?",
    });
  });

  test("nothing to send, an unknown kind and a long note are refused in words", () => {
    const issues = (value: unknown) => partnerReactionSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(issues({ note: "   " })).toEqual([reactionMessages.empty]);
    expect(issues({ kind: "poke" })).toEqual([reactionMessages.kind]);
    expect(issues({ note: "x".repeat(201) })).toEqual([reactionMessages.noteTooLong]);
    expect(partnerReactionSchema.safeParse({ note: "x".repeat(200) }).success).toBe(true);
  });
});
