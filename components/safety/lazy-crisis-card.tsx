"use client";

import { clientOnly, retryingLoad } from "@/components/ui/lazy";

const loadCard = () => import("./crisis-support-card");

/**
 * Fetches the crisis card's code (every country's help lines and the choice of country, about 4 kB gzip): a form whose
 * save may answer with the card calls this as the save starts, so the card is here with the answer.
 */
export function preloadCrisisCard(): void {
  void loadCard().catch(() => undefined);
}

/**
 * The crisis card (crisis-support-card.tsx) for a form that shows it only after a save: its code is not in the
 * page's first load (issue #34, decision 066). Should it still be on its way, the card appears when it arrives.
 */
export const CrisisSupportCard = clientOnly(retryingLoad(() => loadCard().then((module) => module.CrisisSupportCard)));
