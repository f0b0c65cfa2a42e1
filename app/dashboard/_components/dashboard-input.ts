import "server-only";
import { cache } from "react";
import type { DashboardInput } from "@/lib/domain/dashboard";
import type { Outcome } from "@/lib/errors";
import { settle } from "@/lib/http/errors";
import { loadDashboardInput } from "@/lib/services/load-dashboard";

/**
 * The dashboard's one read, shared by every card of one request (React's per-request cache): the cards stream
 * separately, but the window of records behind them is read once, at one "now".
 */
const dashboardInput = cache((userId: string) => loadDashboardInput(userId, new Date()));

/**
 * A card's model from that read, or the mapped failure (logged once by the mapper) for the card to show in its place:
 * one failing card never blanks the page.
 */
export function cardModel<T>(userId: string, model: (input: DashboardInput) => T): Promise<Outcome<T>> {
  return settle(async () => model(await dashboardInput(userId)));
}
