/**
 * Words of the 'Did you know?' cards and the Relationship Patterns card (spec 2 §2.4, §4.8). The card names are the
 * spec's; the spec gives no other copy for them, so the rest is ours, in the cards' plain tone (the 'Did you know?'
 * titles and descriptions come from correlationCards in lib/domain/correlations.ts). Pure, for the server card, the
 * client cards and their unit test.
 */
import { CORRELATION_CARD_HEADING, type CorrelationRow } from "@/lib/domain/correlations";
import { partnerInSentence } from "@/lib/domain/names";
import { dateFormat } from "@/lib/domain/time";

export const CORRELATION_TEXT = {
  heading: CORRELATION_CARD_HEADING,
  dismiss: "Dismiss",
  /** Said by a status region after a card is hidden, since the button that had focus is gone. */
  dismissed: "Insight dismissed.",
  patternsTitle: "Relationship Patterns",
  showAllPatterns: (total: number) => `Show all ${total} patterns`,
  showFewerPatterns: "Show fewer patterns",
} as const;

/** "Strength 60%": min(100, 20 × matches), as the card model computed it. */
export function strengthText(strength: number): string {
  return `Strength ${strength}%`;
}

export function timesText(count: number): string {
  return count === 1 ? "1 time" : `${count} times`;
}

function quoted(tags: readonly string[]): string {
  const list = tags.map((tag) => `“${tag}”`);
  return list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

/** The partner by first name (the dashboard passes the display name), or 'your partner'. */
const partnerOf = partnerInSentence;

/** "When Alex feels “tired”, you feel “distant”" — a pattern of any count, unlike a card's "often". */
export function patternTitle(
  row: Pick<CorrelationRow, "partnerMoodTags" | "checkinFeeling">,
  partnerName?: string | null,
) {
  return `When ${partnerOf(partnerName)} feels ${quoted(row.partnerMoodTags)}, you feel “${row.checkinFeeling}”`;
}

export function patternsEmptyText(partnerName?: string | null): string {
  return (
    `No patterns yet. As ${partnerOf(partnerName)} logs moods and you check in, the feelings that tend to ` +
    `follow each other will appear here.`
  );
}

/** "Last Mar 8", in the user's own zone. */
export function lastSeenText(at: Date, timeZone: string): string {
  return `Last ${dateFormat(timeZone, { month: "short", day: "numeric" }).format(at)}`;
}
