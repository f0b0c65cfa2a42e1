import type { Page } from "@playwright/test";
import { created } from "./api";

const DAY_MS = 86_400_000;

/**
 * A mood on each of the last `days` days, today included, through the JSON API with `loggedAt` as the offline queue
 * sends a late one: the days of data a health score waits for before it is shown (decision 048).
 */
export async function moodsOnDays(page: Page, days: number, moodValue = 1): Promise<void> {
  for (let ago = 0; ago < days; ago++) {
    const loggedAt = new Date(Date.now() - ago * DAY_MS).toISOString();
    await created(page, "/api/v1/moods", { moodValue, keywords: ["calm"], loggedAt });
  }
}
