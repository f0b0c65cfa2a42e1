import "server-only";
import { cache } from "react";
import type { DashboardInput } from "@/lib/domain/dashboard";
import type { Outcome } from "@/lib/errors";
import { settle } from "@/lib/http/errors";
import { failIfInjected } from "@/lib/http/faults";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";

/**
 * The dashboard's one read, shared by every card of one request (React's per-request cache): the cards stream
 * separately, but the window of records behind them is read once, at one "now".
 */
const dashboardInput = cache((userId: string) => loadDashboardInput({ userId, now: new Date() }));

/**
 * One of a card's reads, or the mapped failure (logged once by the mapper) for the card to show in its place: one
 * failing card never blanks the page. `name` is the read's name, which the e2e suite can fail on its own (decision
 * 032): the card's `read` in its declaration (app/dashboard/_cards), or another name for a second read of its own.
 */
export function cardRead<T>(name: string, read: () => Promise<T>): Promise<Outcome<T>> {
  return settle(async () => {
    await failIfInjected(name);
    return read();
  });
}

/** A card's model from the shared read. */
export function cardModel<T>(userId: string, name: string, model: (input: DashboardInput) => T): Promise<Outcome<T>> {
  return cardRead(name, async () => model(await dashboardInput(userId)));
}

/**
 * Whether the reader has a partner, for the cards only a couple sees (app/dashboard/_cards/card-slot.tsx). From the
 * shared read; when that read fails the answer is yes, so the card goes on to show its own error (the failure is
 * logged there, once, not here).
 */
export function mayHavePartner(userId: string): Promise<boolean> {
  return dashboardInput(userId).then(
    (input) => input.partner !== null,
    () => true,
  );
}
