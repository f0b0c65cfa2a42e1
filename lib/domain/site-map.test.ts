import { expect, test } from "vitest";
import {
  isSignedInPath,
  isStaticTextPage,
  PUBLIC_PAGES,
  SIGNED_IN_PREFIXES,
  STATIC_TEXT_PAGES,
  UNINDEXED_PREFIXES,
} from "./site-map";

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

test("the static text pages are public pages, matched by their exact path", () => {
  const publicPaths: readonly string[] = PUBLIC_PAGES.map((page) => page.path);
  for (const path of STATIC_TEXT_PAGES) expect(publicPaths, path).toContain(path);
  expect(isStaticTextPage("/terms")).toBe(true);
  expect(isStaticTextPage("/terms/extra")).toBe(false);
  expect(isStaticTextPage("/onboarding")).toBe(false);
});
