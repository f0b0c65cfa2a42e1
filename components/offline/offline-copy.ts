/**
 * What the offline write queue tells people (issue #17, decision 040). The spec promises "Changes will be saved when
 * connection is restored" but words nothing else, so these are ours, in its plain tone.
 */
import type { CrisisCard, CrisisLine } from "@/components/safety/crisis-support";
import { isCrisisCountry } from "@/lib/domain/safety/helplines";
import type { SafetyCategory } from "@/lib/domain/safety/screen";
import type { SettledWrite } from "@/lib/offline/queue";

// The forms' words (the saved-offline toast and notes) are in offline-notes.ts, which the forms import alone.
export { OFFLINE_SENT_EVENT } from "./offline-notes";

export const SYNCED_TITLE = "Synced";

type Kind = SettledWrite["kind"];

/** What one entry of a kind is called in these sentences. */
const ENTRY_NAME: Record<Kind, [one: string, many: string]> = {
  mood: ["mood", "moods"],
  "personal-checkin": ["check-in", "check-ins"],
  "partner-checkin": ["check-in", "check-ins"],
  "question-answer": ["answer", "answers"],
};

/** One toast for whatever arrived: "Your mood was saved.", "Your 2 check-ins were saved.", "Your 3 entries…". */
export function syncedDescription(kinds: readonly Kind[]): string {
  const names = new Set(kinds.map((kind) => ENTRY_NAME[kind][0]));
  if (kinds.length === 1) return `Your ${ENTRY_NAME[kinds[0]!][0]} was saved.`;
  if (names.size === 1) return `Your ${kinds.length} ${ENTRY_NAME[kinds[0]!][1]} were saved.`;
  return `Your ${kinds.length} entries were saved.`;
}

/**
 * The error toast for an entry the server refused for good: which entry (its kind and when it was kept) and why
 * (the server's own words, from the spec's copy).
 */
export function failedToast(
  write: Pick<SettledWrite, "kind" | "queuedAt"> & { failure: { message: string } },
  formatTime: (epochMs: number) => string,
): { title: string; description: string } {
  const what = ENTRY_NAME[write.kind][0];
  return {
    title: `Your ${what} could not be saved`,
    description: `Kept offline ${formatTime(write.queuedAt)}. ${write.failure.message}`,
  };
}

/** "on 26 Nov 2026, 14:05" in the browser's language and zone. */
export function offlineTime(epochMs: number, locale?: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return `on ${format.format(new Date(epochMs))}`;
}

/** A synced mood's crisis card (decision 035), if the response carried one of the right shape. */
export function crisisCardOf(support: unknown): CrisisCard | null {
  const card = support as Partial<CrisisCard> | null;
  if (!card || typeof card !== "object") return null;
  if (typeof card.heading !== "string" || typeof card.message !== "string" || !Array.isArray(card.resources)) {
    return null;
  }
  const resources = (card.resources as unknown[]).flatMap((raw): CrisisLine[] => {
    const line = raw as Partial<CrisisLine> | null;
    const action = line?.action;
    if (typeof line?.name !== "string" || typeof line.value !== "string") return [];
    if (action !== "call" && action !== "text" && action !== "web") return [];
    return [{ name: line.name, action, value: line.value, detail: typeof line.detail === "string" ? line.detail : "" }];
  });
  const abuse = typeof card.abuse === "string" ? card.abuse : null;
  // A card from before the country was sent shows its own lines and offers the choice (decision 065).
  const country = isCrisisCountry(card.country) ? card.country : "INTL";
  const categories = Array.isArray(card.categories)
    ? // Only ever compared with known categories (crisisResources), so an unknown string changes nothing.
      (card.categories as unknown[]).filter((c): c is SafetyCategory => typeof c === "string")
    : [];
  return { heading: card.heading, message: card.message, resources, abuse, country, categories };
}
