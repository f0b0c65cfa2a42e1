"use client";

import { island } from "@/components/ui/island";

/**
 * /goals' screen as an island (components/ui/island.tsx, issue #34): the server renders the tabs and cards as before,
 * and the screen's code (tabs, cards, menus, progress and completion) is fetched as the page hydrates instead of with
 * it. The placeholder shows only on a client-side navigation, until the code is here.
 */
export const GoalsScreen = island(
  () => import("./goals-screen").then((m) => m.GoalsScreen),
  <div aria-busy="true" className="h-48 animate-pulse rounded-2xl bg-brand-50" />,
);
