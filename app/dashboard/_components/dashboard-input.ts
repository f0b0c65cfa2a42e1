import "server-only";
import { cache } from "react";
import type { DashboardCardName, DashboardInput } from "@/lib/domain/dashboard";
import type { Outcome } from "@/lib/errors";
import { settle } from "@/lib/http/errors";
import { failIfInjected } from "@/lib/http/faults";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";

/**
 * The dashboard's one read, shared by every card of one request (React's per-request cache): the cards stream
 * separately, but the window of records behind them is read once, at one "now".
 */
const dashboardInput = cache((userId: string) => loadDashboardInput(userId, new Date()));

/** Every card and the reads of their own: the names the e2e suite can fail one by one (decision 032). */
export type CardRead = DashboardCardName | "health" | "healthTrends" | "recommendationStats";

/**
 * One of a card's reads, or the mapped failure (logged once by the mapper) for the card to show in its place: one
 * failing card never blanks the page.
 */
export function cardRead<T>(card: CardRead, read: () => Promise<T>): Promise<Outcome<T>> {
  return settle(async () => {
    await failIfInjected(card);
    return read();
  });
}

/** A card's model from the shared read. */
export function cardModel<T>(userId: string, card: CardRead, model: (input: DashboardInput) => T): Promise<Outcome<T>> {
  return cardRead(card, async () => model(await dashboardInput(userId)));
}
