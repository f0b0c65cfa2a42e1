import { expect, test } from "vitest";
import { CRISIS_COUNTRIES, HELPLINES } from "./helplines";

test("the countries to choose from are in alphabetical order by name, every one once, the international entry last", () => {
  const names = CRISIS_COUNTRIES.slice(0, -1).map((country) => HELPLINES[country].name);
  // What the list would be with the language's own collation: the order a person reads.
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  expect(CRISIS_COUNTRIES.at(-1)).toBe("INTL");
  expect(new Set(CRISIS_COUNTRIES).size).toBe(Object.keys(HELPLINES).length);
  expect(CRISIS_COUNTRIES.length).toBe(Object.keys(HELPLINES).length);
});
