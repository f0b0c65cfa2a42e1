import { expect, test } from "vitest";
import { isSignedInPath, PUBLIC_PAGES, SIGNED_IN_PREFIXES, UNINDEXED_PREFIXES } from "./site-map";

test("signed-in pages and their sub-pages need a session; look-alike paths do not", () => {
  expect(isSignedInPath("/settings")).toBe(true);
  expect(isSignedInPath("/settings/export")).toBe(true);
  expect(isSignedInPath("/settings-help")).toBe(false);
  expect(isSignedInPath("/terms")).toBe(false);
});

test("no public page is also signed-in or unindexed", () => {
  for (const { path } of PUBLIC_PAGES) {
    expect(isSignedInPath(path), path).toBe(false);
    expect(
      UNINDEXED_PREFIXES.some((prefix) => path.startsWith(prefix)),
      path,
    ).toBe(false);
  }
  expect(new Set(SIGNED_IN_PREFIXES).size).toBe(SIGNED_IN_PREFIXES.length);
});
