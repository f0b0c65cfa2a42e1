import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { NEXT_PATH_MAX, safeNextPath, signInPathFor, signOutPath } from "./next-path";

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

  // Known open-redirect payloads (PayloadsAllTheThings "Open URL Redirect", the issue #11 probe and variants): each
  // is refused, or comes back as a plain path on this site.
  const CORPUS = [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/%2E//evil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/a/../\\evil.example",
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\/evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/%5cevil.example",
    "/%5c%5cevil.example",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0d/evil.example",
    "/\u0009/evil.example",
    "/\u000b/evil.example",
    "/ /evil.example",
    "/%20/evil.example",
    "/@evil.example",
    "/evil.example@attune.example",
    "//attune.example@evil.example",
    "/https://evil.example",
    "/http:evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https:\\\\evil.example",
    "http://attune.example.evil.example",
    "//evil%E3%80%82example",
    "/〱evil.example",
    "/ゝevil.example",
    "//ⓔvil.example",
    "/.evil.example",
    "/..;/evil.example",
    "/;//evil.example",
    "/%2e%2e%2f%2fevil.example",
    "/..%2f%2fevil.example",
    "/?next=//evil.example",
    "/#//evil.example",
    "/dashboard/..//evil.example",
    "/dashboard/../..//evil.example",
    "/./././/evil.example",
    "javascript:alert(1)",
    "/javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\u2215\u2215evil.example",
    "/\uff0f\uff0fevil.example",
  ];

  test.each(CORPUS)("open-redirect payload %j is refused or stays on this site", (payload) => {
    const result = safeNextPath(payload);
    if (result === null) return;
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result).not.toContain("\\");
    for (const origin of ["https://attune.example", "http://127.0.0.1:3000"]) {
      expect(new URL(result, origin).origin).toBe(origin);
    }
    // A fixed point: what we hand to redirect() validates to itself, so no second normalisation can change it.
    expect(safeNextPath(result)).toBe(result);
  });

  test.each(["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/a/..//evil.example"])(
    "the probe's payload %j is refused",
    (payload) => {
      expect(safeNextPath(payload)).toBeNull();
    },
  );

  test("dot segments that stay on the site are resolved, not refused", () => {
    expect(safeNextPath("/settings/../dashboard")).toBe("/dashboard");
    expect(safeNextPath("/./mood-log?x=1")).toBe("/mood-log?x=1");
  });

  test("whatever it returns is a same-site path, never protocol-relative", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          // Paths built from the pieces open redirects are made of, so the property meets them often.
          fc
            .array(
              fc.constantFrom("/", "\\", ".", "..", "%2e", "%2f", "%5c", "evil.example", "a", "@", ":", "?", "#"),
              {
                maxLength: 8,
              },
            )
            .map((parts) => `/${parts.join("")}`),
        ),
        (text) => {
          const result = safeNextPath(text);
          if (result === null) return;
          expect(result.startsWith("/")).toBe(true);
          expect(result.startsWith("//")).toBe(false);
          expect(new URL(result, "https://attune.example").origin).toBe("https://attune.example");
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("signInPathFor round-trips through the query string", () => {
    const path = "/settings/export?token=a-b_c";
    const url = new URL(signInPathFor(path), "https://attune.example");
    expect(url.pathname).toBe("/auth");
    expect(safeNextPath(url.searchParams.get("next"))).toBe(path);
  });
});

describe("signOutPath", () => {
  test.each([
    ["/auth", "/auth"],
    ["/auth?token=a-b_c&from=invite", "/auth?token=a-b_c&from=invite"],
    ["/dashboard", "/dashboard"],
  ])("keeps the site path %j, /auth included", (input, expected) => {
    expect(signOutPath(input)).toBe(expected);
  });

  test.each([null, "", "https://evil.example/", "//evil.example", "/\\evil.example", "/.//evil.example", "auth"])(
    "sends %j to /auth",
    (input) => {
      expect(signOutPath(input)).toBe("/auth");
    },
  );
});
