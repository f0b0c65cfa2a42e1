import { expect, test } from "vitest";
import { REPORTS_PER_MINUTE, spendReport } from "./reporter-budget";

test("each reporter gets its own minute's budget, renewed after the minute", () => {
  const start = 1_000_000;
  for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect(spendReport("ana", start + i)).toBe(true);
  expect(spendReport("ana", start + 100)).toBe(false);
  expect(spendReport("ben", start + 100)).toBe(true);
  expect(spendReport("ana", start + 60_000)).toBe(true);
});
