import { Link } from "@/components/ui/link";
import { HEALTH_CARD_TEXT, SCORE_READINESS_TEXT, type ScoreReadiness } from "@/lib/domain/health-score";

/**
 * What the health card shows until a score may be (decision 048): what unlocks it, how far each visible person is,
 * and the one thing that moves it on. A server component; the bars are native <progress> elements with names.
 */
export function ScoreProgress({ readiness, partnerName }: { readiness: ScoreReadiness; partnerName: string | null }) {
  const people = [
    { who: HEALTH_CARD_TEXT.you, have: readiness.you },
    ...(readiness.partner === null ? [] : [{ who: partnerName ?? HEALTH_CARD_TEXT.partner, have: readiness.partner }]),
  ];
  return (
    <div data-score-progress="">
      <p className="text-sm">
        {readiness.partner === null
          ? SCORE_READINESS_TEXT.waiting(readiness.need)
          : SCORE_READINESS_TEXT.coupleWaiting(readiness.need)}
      </p>
      <ul className="mt-3 space-y-2">
        {people.map(({ who, have }) => (
          <li key={who} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3 text-sm">
            <span className="truncate font-medium">{who}</span>
            <progress
              aria-label={SCORE_READINESS_TEXT.progressLabel(who)}
              value={have}
              max={readiness.need}
              className="h-2 w-full appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
            />
            <span className="text-muted tabular-nums">{SCORE_READINESS_TEXT.progress(have, readiness.need)}</span>
          </li>
        ))}
      </ul>
      <Link
        href="/mood-log"
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {SCORE_READINESS_TEXT.logMood}
      </Link>
    </div>
  );
}

/** The line under a shown score while the partner's side is not ready yet. */
export function PartnerPendingLine({ readiness, partnerName }: { readiness: ScoreReadiness; partnerName: string }) {
  if (readiness.partner === null || readiness.coupleReady) return null;
  return (
    <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-muted">
      {SCORE_READINESS_TEXT.partnerPending(partnerName, readiness.partner, readiness.need)}
    </p>
  );
}
