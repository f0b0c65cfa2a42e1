import { Repeat } from "@/components/ui/icons/repeat";
import { Link } from "@/components/ui/link";
import { correlationKey, RELATIONSHIP_PATTERNS_SHOWN, type CorrelationRow } from "@/lib/domain/correlations";
import { CORRELATION_TEXT, lastSeenText, patternTitle, patternsEmptyText, timesText } from "./correlation-text";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";

/**
 * The Relationship Patterns card (spec 2 §2.4, §7): the user's stored correlation patterns, most matches first,
 * including patterns under the 'Did you know?' threshold and ones whose card was dismissed (the cards are a highlight;
 * this is the list): the strongest RELATIONSHIP_PATTERNS_SHOWN, with a link to all of them. Rows come from
 * listCorrelationPatterns, which returns none without mood consent.
 */
export function RelationshipPatternsCard({
  card,
  patterns,
  total,
  partnerName,
  timeZone,
  toggle,
}: {
  card: CardFrame;
  patterns: readonly CorrelationRow[];
  /** How many patterns there are in all. */
  total: number;
  partnerName: string | null;
  /** The user's zone, for the last-seen dates. */
  timeZone: string;
  /** Where 'Show all N patterns' and 'Show fewer patterns' go (the page keeps its other parameters). */
  toggle: { showAllHref: string; showFewerHref: string } | null;
}) {
  // Stable, so rows with equal counts keep the reader's order (most recent first).
  const ordered = [...patterns].sort((a, b) => b.matchCount - a.matchCount);
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<Repeat aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {ordered.length === 0 ? (
        <EmptyState>{patternsEmptyText(partnerName)}</EmptyState>
      ) : (
        <ol className="space-y-2">
          {ordered.map((row) => (
            <li
              key={correlationKey(row)}
              className="flex items-start justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3"
            >
              <p className="min-w-0 text-sm">{patternTitle(row, partnerName)}</p>
              <p className="shrink-0 text-right text-xs text-muted">
                <span className="block font-semibold text-ink tabular-nums">{timesText(row.matchCount)}</span>
                {lastSeenText(row.lastOccurrence, timeZone)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {toggle && total > patterns.length ? (
        <Link
          href={toggle.showAllHref}
          scroll={false}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {CORRELATION_TEXT.showAllPatterns(total)}
        </Link>
      ) : null}
      {toggle && patterns.length > RELATIONSHIP_PATTERNS_SHOWN ? (
        <Link
          href={toggle.showFewerHref}
          scroll={false}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {CORRELATION_TEXT.showFewerPatterns}
        </Link>
      ) : null}
    </DashboardCard>
  );
}
