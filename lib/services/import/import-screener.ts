import { screenRows, unionOf, type ScreenedRow } from "@/lib/domain/import/screen-rows";
import type { ImportSummary } from "@/lib/domain/import/view";
import type { ScreenResult } from "@/lib/domain/safety/screen";
import { authorCountry, partnerNamesOf, supportCard } from "../safety/screen-for-author";
import type { CrisisSupport } from "../safety/find-crisis-support";

/*
 * Imported history screened for its author (issue #38 item 4, decision 080's update): the forms' screen over every
 * imported row's free texts, in batches (screen-rows.ts). Nothing here writes, logs, queues or notifies: the findings
 * decide which rows stay private and the author's own summary, and go nowhere else. The moderation endpoint is not
 * asked (thousands of requests for years-old notes); the lexicon is the forms' first screen.
 */
/** An import's summary, with the author's help lines once when the screen of the rows it added found something. */
export type ImportResult = ImportSummary & { support: CrisisSupport | null };

export interface ImportScreen {
  /** Whether each row's texts speak of harm or control by a partner; by the rows' positions. */
  partnerHarm: (index: number) => boolean;
  /** The rows with any finding. */
  rows: ScreenedRow[];
}

export interface ImportScreener {
  screen(rows: readonly (readonly (string | null | undefined)[])[]): ImportScreen;
  /** The card for everything these screens found, once; null when they found nothing. */
  support(screens: readonly ImportScreen[]): CrisisSupport | null;
}

/**
 * Reads what the screen needs from the database first (the partner's first name, read as "my partner", and the
 * country of the help lines), so the screening and the card are pure CPU work that can run at any point of an import,
 * even after its commit, and never fail it (decision 080's update: screened before the write).
 */
export async function importScreener({
  userId,
  timeZone,
}: {
  userId: string;
  timeZone: string;
}): Promise<ImportScreener> {
  const [partnerNames, country] = await Promise.all([partnerNamesOf(userId), authorCountry(userId, timeZone)]);
  return {
    screen(rows) {
      const screened = screenRows(rows, { partnerNames });
      const harmed = new Set(screened.filter((row) => row.result.partnerHarm.length > 0).map((row) => row.index));
      return { partnerHarm: (index) => harmed.has(index), rows: screened };
    },
    support(screens) {
      const all: ScreenResult[] = screens.flatMap((screen) => screen.rows.map((row) => row.result));
      return all.length === 0 ? null : supportCard(unionOf(all), country);
    },
  };
}
