import { randomUUID } from "node:crypto";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
// The cards' client islands (Refresh, Update Scores) take the router; no Next.js app is mounted around them here.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }) }));

import { DASHBOARD_CARD_REGISTRY } from "@/app/dashboard/_cards/registry";
import DashboardPage from "@/app/dashboard/page";
import { DASHBOARD_STACKS, DashboardGrid } from "@/components/dashboard/dashboard-grid";
import { db } from "@/db/client";
import { seedCouple } from "../../../scripts/bench/couple-seed";
import { person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/*
 * Issue #36: the dashboard's cards are declared once, in app/dashboard/_cards/registry.ts, and the page draws exactly
 * those: every card in its stack and in the registry's order, once its data has streamed in, with nothing else in the
 * grid. A card for couples only is not drawn for someone alone.
 */

/** The first element of `type` in a rendered tree (the page's own elements, before React runs its components). */
function findElement(node: ReactNode, type: unknown): ReactElement | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, type);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  if (node.type === type) return node;
  return findElement((node.props as { children?: ReactNode }).children, type);
}

/** The page's grid of cards for `userId`, streamed to the end (every card's section has run): its HTML. */
async function dashboardGridOf(userId: string): Promise<string> {
  await actAs(userId);
  const page = await DashboardPage({ searchParams: Promise.resolve({}) });
  const grid = findElement(page, DashboardGrid);
  if (!grid) throw new Error("the page has no card grid");
  // Every boundary inline, in place: React would otherwise move a large one's content to the end of the stream.
  const { prelude } = await prerender(grid, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** The cards in the grid's HTML, in reading order, each as "stack:id". */
function cardsIn(html: string): string[] {
  let stack = "";
  const cards: string[] = [];
  for (const [, stackName, cardId] of html.matchAll(/data-stack="([^"]+)"|data-card="([^"]+)"/g)) {
    if (stackName) stack = stackName;
    else cards.push(`${stack}:${cardId}`);
  }
  return cards;
}

/** What the registry says the page shows, in its order: for a couple, or for someone alone. */
const registryCards = (hasPartner: boolean) =>
  DASHBOARD_STACKS.flatMap((stack) =>
    DASHBOARD_CARD_REGISTRY.filter((card) => card.stack === stack && (hasPartner || card.shows === "everyone")).map(
      (card) => `${stack}:${card.id}`,
    ),
  );

describe("the dashboard draws exactly the registry's cards", () => {
  test("someone alone: every card for everyone, each once, in its stack and order; none of the couple's", async () => {
    const html = await dashboardGridOf(await person({ displayName: "Riley Quinn" }));
    expect(cardsIn(html)).toEqual(registryCards(false));
    // Every card streamed in (no skeleton left) and none failed.
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('role="alert"');
    // The couple's cards are declared, so leaving them out is the registry's doing, not an empty list.
    expect(registryCards(true).length).toBeGreaterThan(registryCards(false).length);
  });

  test("a couple with a year of history: every card of the registry, in its stack and order", async () => {
    const { viewer } = await seedCouple(db(), {
      runId: randomUUID(),
      now: new Date(),
      years: 1,
      timeZone: "America/New_York",
    });
    const html = await dashboardGridOf(viewer.id);
    expect(cardsIn(html)).toEqual(registryCards(true));
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('role="alert"');
  });
});
