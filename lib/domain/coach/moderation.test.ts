import { expect, test } from "vitest";
import { moderationCategories } from "./moderation";

test("self-harm intent is suicide risk; instructions and plain self-harm are self-harm", () => {
  expect(moderationCategories(["self-harm/intent"])).toEqual(["suicide"]);
  expect(moderationCategories(["self-harm", "self-harm/instructions"])).toEqual(["self_harm"]);
});

test("threats and violence are harm to others; each category once, in the screen's order", () => {
  expect(moderationCategories(["violence", "harassment/threatening", "self-harm/intent"])).toEqual([
    "suicide",
    "harm_to_others",
  ]);
});

test("sexual, hate or illicit content alone is not a crisis", () => {
  expect(moderationCategories(["sexual", "hate", "illicit", "harassment"])).toEqual([]);
  expect(moderationCategories([])).toEqual([]);
});
