import { describe, expect, test } from "vitest";
import { defineCategory } from "./define";

describe("defineCategory", () => {
  test("builds the id from the category and the row's number, padded to three digits", () => {
    expect(
      defineCategory("repair", [
        [1, 1, "What helps?"],
        [12, 2, "What else helps?"],
        [123, 3, "What helps most?"],
      ]),
    ).toEqual([
      { id: "repair-001", category: "repair", depth: 1, text: "What helps?" },
      { id: "repair-012", category: "repair", depth: 2, text: "What else helps?" },
      { id: "repair-123", category: "repair", depth: 3, text: "What helps most?" },
    ]);
  });

  test("a retired row keeps its id and text and is marked retired; others carry no retired key at all", () => {
    const [asked, retired] = defineCategory("light", [
      [1, 1, "Still asked?"],
      [2, 1, "No longer asked?", "retired"],
    ]);
    expect(asked).not.toHaveProperty("retired");
    expect(retired).toEqual({ id: "light-002", category: "light", depth: 1, text: "No longer asked?", retired: true });
  });
});
