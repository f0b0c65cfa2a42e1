import { expect, test } from "vitest";
import { failureCopy, UNREACHED } from "./action-outcome";

test("the operation's own words stand for an outage; a refusal the server explains keeps its words", () => {
  expect(failureCopy(UNREACHED, "Failed to complete ritual. Please try again.")).toEqual({
    title: "Error",
    description: "Failed to complete ritual. Please try again.",
  });
  const internal = { code: "INTERNAL" as const, title: "Error", message: "An unexpected error occurred." };
  expect(failureCopy(internal, "Failed to delete ritual. Please try again.").description).toBe(
    "Failed to delete ritual. Please try again.",
  );
  const refused = {
    code: "CONFLICT" as const,
    title: "Error",
    message: "Complete your current mood-aware ritual first",
  };
  expect(failureCopy(refused, "Failed to generate ritual. Please try again.")).toEqual({
    title: "Error",
    description: "Complete your current mood-aware ritual first",
  });
  expect(failureCopy(UNREACHED)).toEqual({
    title: "Error",
    description: "Please check your connection and try again.",
  });
});
