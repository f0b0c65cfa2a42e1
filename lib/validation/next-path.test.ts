import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { NEXT_PATH_MAX, safeNextPath, signInPathFor } from "./next-path";

describe("safeNextPath", () => {
  test.each([
    ["/settings/export?token=abc", "/settings/export?token=abc"],
    ["/dashboard", "/dashboard"],
    ["/mood-log?x=1&y=2", "/mood-log?x=1&y=2"],
    [["/goals", "/evil"], "/goals"],
  ])("keeps the site path %j", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  test.each([
    undefined,
    null,
    42,
    "",
    "dashboard",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "/auth",
    "/auth?next=/auth",
    "/" + "a".repeat(NEXT_PATH_MAX),
  ])("refuses %j", (input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  test("whatever it returns is a same-site path, never protocol-relative", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = safeNextPath(text);
        if (result === null) return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(new URL(result, "https://attune.example").origin).toBe("https://attune.example");
      }),
    );
  });

  test("signInPathFor round-trips through the query string", () => {
    const path = "/settings/export?token=a-b_c";
    const url = new URL(signInPathFor(path), "https://attune.example");
    expect(url.pathname).toBe("/auth");
    expect(safeNextPath(url.searchParams.get("next"))).toBe(path);
  });
});
