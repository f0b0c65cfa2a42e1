import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isMalformedPath, MALFORMED_URL_HEADER, MALFORMED_URL_ROUTE, redirectMalformedUrl } from "./malformed-url";

describe("isMalformedPath", () => {
  test("a percent escape that does not decode is malformed; a good one, or one only in the query, is not", () => {
    for (const target of ["/%ff", "/%", "/api/%ff", "/_next/static/%ff", "/a%2", "/%C0%AF"])
      expect(isMalformedPath(target), target).toBe(true);
    for (const target of ["/", "/dashboard", "/caf%C3%A9", "/a%20b", "/search?q=%ff"])
      expect(isMalformedPath(target), target).toBe(false);
  });

  test("any path made of encoded text is well formed (property)", () => {
    fc.assert(fc.property(fc.string(), (text) => !isMalformedPath(`/${encodeURIComponent(text)}`)));
  });
});

describe("redirectMalformedUrl", () => {
  test("sends a malformed request to the 400 route with a printable copy of what it asked for", () => {
    const request = { url: "/%ff/\u0007x", headers: {} as Record<string, unknown> };
    redirectMalformedUrl(request);
    expect(request).toEqual({ url: MALFORMED_URL_ROUTE, headers: { [MALFORMED_URL_HEADER]: "/%ff/?x" } });
  });

  test("leaves a good request where it was, and strips a marker the client wrote itself", () => {
    const request = { url: "/dashboard", headers: { [MALFORMED_URL_HEADER]: "forged" } as Record<string, unknown> };
    redirectMalformedUrl(request);
    expect(request).toEqual({ url: "/dashboard", headers: {} });
  });
});
