import { expect, test } from "vitest";
import { counsellorReportMessages, counsellorReportQuerySchema } from "./counsellor-report";

/** The counsellor report's query (issue #14), with chosen dates up to 12 months (issue #35). */

const parse = (query: Record<string, string>) => counsellorReportQuerySchema.safeParse(query);
const messages = (query: Record<string, string>) => {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

test("the last weeks, 4 when absent; the dates the form sends empty are ignored then", () => {
  expect(parse({ weeks: "6", from: "", to: "" }).data).toEqual({ period: { weeks: 6 }, notes: false });
  expect(parse({ from: "2026-01-01", to: "2026-02-01", notes: "1" }).data).toEqual({
    period: { weeks: 4 },
    notes: true,
  });
  expect(messages({ weeks: "13" })).toEqual([["weeks", "Choose a period of 2 to 12 weeks"]]);
});

test("chosen dates: both, real, in order, at most 12 months apart", () => {
  expect(parse({ weeks: "dates", from: "2025-03-11", to: "2026-03-10" }).data).toEqual({
    period: { from: "2025-03-11", to: "2026-03-10" },
    notes: false,
  });
  expect(messages({ weeks: "dates", from: "", to: "2026-03-10" })).toEqual([["from", counsellorReportMessages.dates]]);
  expect(messages({ weeks: "dates" })).toEqual([
    ["from", "Choose a start date and an end date"],
    ["to", "Choose a start date and an end date"],
  ]);
  expect(messages({ weeks: "dates", from: "2026-02-30", to: "2026-03-10" })).toEqual([
    ["from", "Enter dates as YYYY-MM-DD"],
  ]);
  expect(messages({ weeks: "dates", from: "2026-03-10", to: "2026-03-01" })).toEqual([
    ["to", "The start date must be on or before the end date"],
  ]);
  expect(messages({ weeks: "dates", from: "2025-03-10", to: "2026-03-10" })).toEqual([
    ["to", "Choose dates no more than 12 months apart"],
  ]);
  expect(messages({ weeks: "dates", from: "2026-01-01\u0000", to: "2026-03-10" })).toEqual([
    ["from", "Enter dates as YYYY-MM-DD"],
  ]);
});
