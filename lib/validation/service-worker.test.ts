import { describe, expect, test } from "vitest";
import {
  CLEAR_CACHES_MESSAGE,
  isClearCachesMessage,
  notificationFromPush,
  notificationUrl,
  runtimeCacheNames,
} from "./service-worker";

describe("notificationFromPush", () => {
  test("a well-formed payload is shown as sent", () => {
    expect(
      notificationFromPush({ title: "Time to check in", body: "How are you feeling?", url: "/mood-log", tag: "daily" }),
    ).toEqual({ title: "Time to check in", body: "How are you feeling?", url: "/mood-log", tag: "daily" });
  });

  test("the tag is optional, and an empty one is left out", () => {
    expect(notificationFromPush({ title: "T", body: "B", url: "/goals" })).toEqual({
      title: "T",
      body: "B",
      url: "/goals",
    });
    expect(notificationFromPush({ title: "T", body: "B", url: "/goals", tag: "  " })).not.toHaveProperty("tag");
    expect(notificationFromPush({ title: "T", body: "B", url: "/goals", tag: 7 })).not.toHaveProperty("tag");
  });

  test.each([
    ["no payload", null],
    ["not an object", "hello"],
    ["an array", [1, 2]],
    ["no title", { body: "B", url: "/goals" }],
    ["a blank title", { title: "   ", body: "B", url: "/goals" }],
    ["a title that is not text", { title: 5, body: "B", url: "/goals" }],
    ["no body", { title: "T", url: "/goals" }],
  ])("%s gives the generic notification", (_name, payload) => {
    expect(notificationFromPush(payload)).toEqual({
      title: "Attune",
      body: "You have a new notification.",
      url: "/dashboard",
    });
  });

  test("over-long text is cut with an ellipsis", () => {
    const shown = notificationFromPush({ title: "x".repeat(500), body: "y".repeat(2000), url: "/goals" });
    expect(shown.title).toHaveLength(120);
    expect(shown.title.endsWith("…")).toBe(true);
    expect(shown.body).toHaveLength(500);
  });

  test("a bad url keeps the text and opens the dashboard", () => {
    expect(notificationFromPush({ title: "T", body: "B", url: "https://evil.example/" })).toMatchObject({
      title: "T",
      url: "/dashboard",
    });
  });
});

describe("notificationUrl: only plain paths on this site", () => {
  test.each(["/dashboard", "/goals?tab=shared", "/partner-dashboard"])("%s is kept", (url) => {
    expect(notificationUrl(url)).toBe(url);
  });

  test.each([
    ["another origin", "https://evil.example/dashboard"],
    ["protocol-relative", "//evil.example"],
    ["a backslash browsers read as a slash", "/\\evil.example"],
    ["a tab the URL parser drops", "/\t/evil.example"],
    ["dot segments that end protocol-relative", "/.//evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["relative without a slash", "dashboard"],
    ["empty", ""],
    ["not text", { href: "/dashboard" }],
    ["missing", undefined],
  ])("%s falls back to /dashboard", (_name, url) => {
    expect(notificationUrl(url)).toBe("/dashboard");
  });
});

describe("the clear-caches message", () => {
  test("is recognised by its type only", () => {
    expect(isClearCachesMessage(CLEAR_CACHES_MESSAGE)).toBe(true);
    expect(isClearCachesMessage({ type: "clear-caches", extra: 1 })).toBe(true);
    expect(isClearCachesMessage({ type: "CACHE_URLS" })).toBe(false);
    expect(isClearCachesMessage("clear-caches")).toBe(false);
    expect(isClearCachesMessage(null)).toBe(false);
  });

  test("deletes every cache but the precache", () => {
    expect(runtimeCacheNames(["serwist-precache-v2-x", "pages", "attune-runtime"], "serwist-precache-v2-x")).toEqual([
      "pages",
      "attune-runtime",
    ]);
    expect(runtimeCacheNames(["serwist-precache-v2-x"], "serwist-precache-v2-x")).toEqual([]);
  });
});
