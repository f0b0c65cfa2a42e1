import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE, isImportTooLarge, moodMappingPairs } from "./limits";

describe("the import size cap", () => {
  it("takes a file of exactly the cap and refuses one byte more", () => {
    expect(isImportTooLarge(IMPORT_MAX_BYTES)).toBe(false);
    expect(isImportTooLarge(IMPORT_MAX_BYTES + 1)).toBe(true);
  });

  it("names the cap in megabytes", () => {
    expect(IMPORT_TOO_LARGE_MESSAGE).toContain(`${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  });
});

describe("a mood mapping on the wire", () => {
  it("is one name and value pair per mood, names as written", () => {
    expect(moodMappingPairs({ Sleepy: -1, "super happy 😄": 3 })).toEqual([
      { mood: "Sleepy", value: -1 },
      { mood: "super happy 😄", value: 3 },
    ]);
    expect(moodMappingPairs({})).toEqual([]);
  });
});
