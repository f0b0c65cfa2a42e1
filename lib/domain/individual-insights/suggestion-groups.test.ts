import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  groupSuggestions,
  SUGGESTION_GROUP_TITLES,
  SUGGESTION_REASONS,
  type SuggestionKind,
} from "./suggestion-groups";

const suggestion = (emotionName: string, kind: SuggestionKind) => ({
  emotionName,
  categoryName: "C",
  confidence: 50,
  reason: "r",
  frequency: 0,
  kind,
});

describe("groupSuggestions", () => {
  test("groups in the order each source first appears, titled in words", () => {
    const groups = groupSuggestions([
      suggestion("A", "improving"),
      suggestion("B", "positive"),
      suggestion("C", "improving"),
    ]);
    expect(groups.map((g) => [g.kind, g.title, g.suggestions.map((s) => s.emotionName)])).toEqual([
      ["improving", SUGGESTION_REASONS.improving, ["A", "C"]],
      ["positive", SUGGESTION_GROUP_TITLES.positive, ["B"]],
    ]);
  });

  test("groups hold exactly the suggestions given, each once (any input)", () => {
    const kinds = ["frequent", "improving", "declining", "positive", "difficult", "balanced"] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...kinds), { maxLength: 12 }), (list) => {
        const suggestions = list.map((kind, i) => ({
          emotionName: `E${i}`,
          categoryName: "C",
          confidence: 50,
          reason: "r",
          frequency: 0,
          kind,
        }));
        const groups = groupSuggestions(suggestions);
        expect(groups.flatMap((g) => g.suggestions).sort((a, b) => a.emotionName.localeCompare(b.emotionName))).toEqual(
          [...suggestions].sort((a, b) => a.emotionName.localeCompare(b.emotionName)),
        );
        expect(new Set(groups.map((g) => g.kind)).size).toBe(groups.length);
        for (const group of groups) expect(group.suggestions.every((s) => s.kind === group.kind)).toBe(true);
      }),
    );
  });
});
