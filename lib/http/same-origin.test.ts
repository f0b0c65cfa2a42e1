import { describe, expect, test } from "vitest";
import { isCrossOriginRequest, ownOrigins } from "./same-origin";

const OURS = ["https://attune.example"];
const cross = (headers: Record<string, string>) => isCrossOriginRequest(new Headers(headers), OURS);

describe("isCrossOriginRequest", () => {
  test("our own pages pass", () => {
    expect(cross({ origin: "https://attune.example", "sec-fetch-site": "same-origin" })).toBe(false);
    expect(cross({ origin: "https://attune.example" })).toBe(false);
    expect(cross({ "sec-fetch-site": "same-origin" })).toBe(false);
  });

  test("requests from no page at all pass (no browser cookie was borrowed)", () => {
    expect(cross({})).toBe(false);
    expect(cross({ "sec-fetch-site": "none" })).toBe(false);
  });

  test.each<Record<string, string>>([
    { origin: "https://evil.example" },
    { origin: "https://app.attune.example" },
    { origin: "http://attune.example" },
    { origin: "https://attune.example:8443" },
    { origin: "null" },
    { "sec-fetch-site": "same-site" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site", origin: "https://attune.example" },
  ])("refuses %j", (headers) => {
    expect(cross(headers)).toBe(true);
  });
});

test("ownOrigins: APP_URL's origin; in development also the host the request came in on", () => {
  expect(ownOrigins({ appUrl: "https://attune.example/x", host: "evil.example", development: false })).toEqual([
    "https://attune.example",
  ]);
  expect(ownOrigins({ appUrl: "http://localhost:3000", host: "127.0.0.1:3300", development: true })).toEqual([
    "http://localhost:3000",
    "http://127.0.0.1:3300",
  ]);
});
