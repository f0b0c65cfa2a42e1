/**
 * Bottom navigation (spec 1 §2 "Signed-in shell"): the spec's seven items, Partner (issue #33: the partner screen is
 * where a couple responds to each other, so it is one tap away, not a link inside a card) and Questions (issue #37: the
 * daily question for two), plus Dev for admins.
 */
export type NavIcon =
  "home" | "mood" | "checkin" | "partner" | "questions" | "rituals" | "goals" | "advanced" | "settings" | "dev";

export interface NavItem {
  href: string;
  label: string;
  icon: NavIcon;
}

const NAV_ITEMS: readonly NavItem[] = [
  { href: "/dashboard", label: "Home", icon: "home" },
  { href: "/mood-log", label: "Mood", icon: "mood" },
  { href: "/checkin", label: "Check-in", icon: "checkin" },
  { href: "/partner-dashboard", label: "Partner", icon: "partner" },
  { href: "/questions", label: "Questions", icon: "questions" },
  { href: "/rituals", label: "Rituals", icon: "rituals" },
  { href: "/goals", label: "Goals", icon: "goals" },
  { href: "/advanced-features", label: "Advanced", icon: "advanced" },
  { href: "/settings", label: "Settings", icon: "settings" },
];

const DEV_NAV_ITEM: NavItem = { href: "/dev-tools", label: "Dev", icon: "dev" };

export function navItemsFor(admin: boolean): NavItem[] {
  return admin ? [...NAV_ITEMS, DEV_NAV_ITEM] : [...NAV_ITEMS];
}

// In its own module for the navigation's links, which run in the browser (nav-link.tsx).
export { isActivePath } from "./active-path";
