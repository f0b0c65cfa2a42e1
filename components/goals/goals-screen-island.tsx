"use client";

import { island } from "@/components/ui/island";

/**
 * /goals' screen as an island (components/ui/island.tsx, issue #34): the server renders the tabs and cards as before,
 * and the screen's code (tabs, cards, menus, progress and completion) is fetched as the page hydrates instead of with
 * it.
 */
export const GoalsScreen = island(() => import("./goals-screen").then((m) => m.GoalsScreen));
