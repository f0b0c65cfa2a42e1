import { describe, expect, test } from "vitest";
import { isActivePath, navItemsFor } from "./nav-items";

describe("navItemsFor", () => {
  test("members get the spec's seven items, Partner after Check-in and Questions after Partner", () => {
    expect(navItemsFor(false).map((item) => item.label)).toEqual([
      "Home",
      "Mood",
      "Check-in",
      "Partner",
      "Questions",
      "Rituals",
      "Goals",
      "Advanced",
      "Settings",
    ]);
  });
  test("admins also get Dev, last", () => {
    expect(navItemsFor(true).at(-1)).toEqual({ href: "/dev-tools", label: "Dev", icon: "dev" });
    expect(navItemsFor(true)).toHaveLength(10);
  });
});

describe("isActivePath", () => {
  test.each([
    ["/dashboard", "/dashboard", true],
    ["/dashboard/mood", "/dashboard", true],
    ["/dashboardx", "/dashboard", false],
    ["/emotional-checkin", "/checkin", false],
    ["/checkin", "/checkin", true],
    ["/settings", "/dashboard", false],
  ])("%s under %s → %s", (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});
