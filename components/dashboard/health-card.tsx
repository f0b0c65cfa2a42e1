import { HeartPulse } from "@/components/ui/icons/heart-pulse";
import { TriangleAlert } from "@/components/ui/icons/triangle-alert";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import {
  componentAnalysisRows,
  componentScoresText,
  formatHealthScore,
  formatHeadlineScore,
  gaugeValueText,
  HEALTH_CARD_TEXT,
  HEALTH_TIMEFRAME_LABELS,
  HEALTH_TIMEFRAMES,
  healthTimeframeHref,
  IMBALANCE_SUGGESTIONS,
  imbalanceWarningText,
  pointsApartText,
  SCORE_MAX,
  SCORE_MIN,
  scoreBand,
  SENTIMENT_TONE_LABELS,
  sentimentTone,
  type BandColour,
  type ComparisonLabel,
  type ComponentComparison,
  type ComponentKey,
  type CoupleScore,
  type HealthScore,
  type HealthTimeframe,
  type ScoreReadiness,
} from "@/lib/domain/health-score";
import { DashboardCard, type CardFrame } from "./dashboard-card";
import { PartnerPendingLine, ScoreProgress } from "./score-progress";

/** Band colours (spec 2 §4.2): green 80+, yellow 60–79, red below; the band's label is always shown beside them. */
const BAND_CLASSES: Record<BandColour, { arc: string; badge: string }> = {
  green: { arc: "stroke-emerald-500", badge: "bg-emerald-100 text-emerald-800" },
  yellow: { arc: "stroke-amber-400", badge: "bg-amber-100 text-amber-900" },
  red: { arc: "stroke-rose-500", badge: "bg-rose-100 text-rose-800" },
};

/** The comparison's words carry the meaning; the tint only echoes them. */
const COMPARISON_CLASSES: Record<ComparisonLabel, string> = {
  Similar: "text-emerald-800",
  "Some difference": "text-amber-900",
  "Significant difference": "font-semibold text-rose-800",
};

export interface HealthCardProps {
  /**
   * Its id and title from the dashboard's card registry: 'Relationship Health' with a partner whose scores may be
   * seen, 'Individual Health' without (the view of the chosen timeframe's readiness, healthViewOf).
   */
  card: CardFrame;
  /** The page's `?timeframe` (parseHealthTimeframe). */
  timeframe: HealthTimeframe;
  /** Both timeframes' couple scores (LoadedHealthScores.couple); the card shows the chosen one. */
  couple: { score7: CoupleScore; score30: CoupleScore };
  /** How far each visible person is towards a score that may be shown (decision 048). */
  readiness: { score7: ScoreReadiness; score30: ScoreReadiness };
  /** The partner's first name, for the perspectives and the progress; null without a visible partner. */
  partnerName: string | null;
  /** The user's own scores (DashboardModel.health): the sentiment tone is the chosen one's bonus. */
  userScores: {
    score7: Pick<HealthScore, "emotionSentimentBonus">;
    score30: Pick<HealthScore, "emotionSentimentBonus">;
  };
  /** 'Update N-Day Scores' and 'Full Refresh', at the foot of a shown score: scores recalculate by themselves. */
  actions?: ReactNode;
  /**
   * Per timeframe, the components with nothing behind them (componentsWithoutData): left out of the analysis and the
   * areas to focus rather than shown as a neutral 50 (issue #32). None when absent.
   */
  absent?: { score7: readonly ComponentKey[]; score30: readonly ComponentKey[] };
}

/**
 * 'Relationship Health' with a partner, 'Individual Health' without (spec 2 §2.4, §4.2). A server component: the
 * timeframe toggle is two links that reload the dashboard with `?timeframe=`, and the component analysis folds with
 * a native <details>, so the card needs no JavaScript of its own.
 */
export function HealthCard({
  card,
  timeframe,
  couple,
  readiness,
  partnerName,
  userScores,
  actions,
  absent,
}: HealthCardProps) {
  const score = timeframe === 30 ? couple.score30 : couple.score7;
  const missing = new Set(absent?.[timeframe === 30 ? "score30" : "score7"] ?? []);
  const areas = score.areasToFocus.filter((area) => !missing.has(area.component));
  const ready = timeframe === 30 ? readiness.score30 : readiness.score7;
  const bonus = (timeframe === 30 ? userScores.score30 : userScores.score7).emotionSentimentBonus;
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<HeartPulse aria-hidden="true" className="size-5 text-brand-600" />}
    >
      <TimeframeToggle timeframe={timeframe} />
      {ready.ready ? (
        <>
          <div className="mt-5 flex flex-col items-center gap-3">
            <ScoreGauge
              score={score.coupleHealthScore}
              name={score.view === "couple" ? HEALTH_CARD_TEXT.coupleGauge : HEALTH_CARD_TEXT.individualGauge}
            />
            <SentimentToneLine bonus={bonus} />
          </div>
          {score.view === "couple" ? (
            <Perspectives titleId={`${card.id}-perspectives-title`} score={score} partnerName={partnerName} />
          ) : null}
          {partnerName ? <PartnerPendingLine readiness={ready} partnerName={partnerName} /> : null}
          <ComponentAnalysis score={score} missing={missing} />
          {areas.length > 0 ? <AreasToFocus titleId={`${card.id}-areas-title`} areas={areas} /> : null}
          <ScoreVersusCheckUp />
          {actions ? <div className="mt-5 flex flex-wrap justify-end gap-2">{actions}</div> : null}
        </>
      ) : (
        <div className="mt-5">
          <ScoreProgress readiness={ready} partnerName={partnerName} />
        </div>
      )}
    </DashboardCard>
  );
}

/**
 * What this score is and is not (issue #39, docs/health-score.md): Attune's own composite of what is logged, beside the
 * validated index of the monthly check-up, which measures how the relationship feels.
 */
function ScoreVersusCheckUp() {
  return (
    <p className="mt-4 text-xs text-muted" data-testid="score-versus-check-up">
      Attune&apos;s own mix of what you log, not a validated measure: for that, take the{" "}
      <Link href="/check-up" className="underline">
        monthly check-up
      </Link>
      .
    </p>
  );
}

/**
 * The spec's 7/30-day toggle as links: the dashboard re-renders on the server with the chosen timeframe, works
 * without JavaScript, and the choice survives a reload or a shared URL. scroll={false} keeps the reader where they are.
 */
function TimeframeToggle({ timeframe }: { timeframe: HealthTimeframe }) {
  return (
    <div
      role="group"
      aria-label={HEALTH_CARD_TEXT.timeframeGroup}
      className="inline-flex rounded-lg border border-brand-100 p-0.5"
    >
      {HEALTH_TIMEFRAMES.map((option) => {
        const active = option === timeframe;
        return (
          <Link
            key={option}
            href={healthTimeframeHref(option)}
            scroll={false}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1 text-xs font-semibold",
              active ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50",
            )}
          >
            {HEALTH_TIMEFRAME_LABELS[option]}
          </Link>
        );
      })}
    </div>
  );
}

/**
 * A half-circle gauge. The arc's length is the score (pathLength 100 makes the dash the percentage, no trigonometry);
 * the number and the band's label are written inside, so neither colour nor the arc is needed to read it. Exposed
 * as a meter with the value and band in words.
 */
function ScoreGauge({ score, name }: { score: number; name: string }) {
  const band = scoreBand(score);
  const filled = Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
  const arc = "M 10 60 A 50 50 0 0 1 110 60";
  return (
    <div
      role="meter"
      aria-label={name}
      aria-valuemin={SCORE_MIN}
      aria-valuemax={SCORE_MAX}
      aria-valuenow={score}
      aria-valuetext={gaugeValueText(score, band.label)}
      className="relative w-52"
      data-band={band.colour}
    >
      <svg viewBox="0 0 120 66" aria-hidden="true" className="w-full">
        <path d={arc} pathLength={100} fill="none" strokeWidth={10} className="stroke-brand-50" />
        {filled > 0 ? (
          <path
            d={arc}
            pathLength={100}
            fill="none"
            strokeWidth={10}
            strokeDasharray={`${filled} 100`}
            className={BAND_CLASSES[band.colour].arc}
          />
        ) : null}
      </svg>
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center">
        <span className="text-3xl font-semibold tabular-nums">{formatHeadlineScore(score)}</span>
        <BandBadge score={score} />
      </div>
    </div>
  );
}

function BandBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", BAND_CLASSES[band.colour].badge)}>
      {band.label}
    </span>
  );
}

/** Spec 2 §4.2: the tone of the chosen timeframe's notes; a bonus of exactly 0 (no notes) shows nothing. */
function SentimentToneLine({ bonus }: { bonus: number }) {
  const tone = sentimentTone(bonus);
  if (tone === null) return null;
  return (
    <p className="text-sm text-muted" data-tone={tone}>
      {HEALTH_CARD_TEXT.sentimentTitle}: <span className="font-semibold text-ink">{SENTIMENT_TONE_LABELS[tone]}</span>
    </p>
  );
}

/** 'Individual Perspectives': both scores with their bands, then the imbalance warning unless the gap is low. */
function Perspectives({
  titleId,
  score,
  partnerName,
}: {
  titleId: string;
  score: CoupleScore;
  partnerName: string | null;
}) {
  const level = score.imbalance?.level;
  const sides = [
    { who: HEALTH_CARD_TEXT.you, value: score.userHealthScore },
    { who: partnerName ?? HEALTH_CARD_TEXT.partner, value: score.partnerHealthScore },
  ];
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="text-sm font-semibold">
        {HEALTH_CARD_TEXT.individualPerspectives}
      </h3>
      <ul className="mt-2 grid grid-cols-2 gap-3">
        {sides.map(({ who, value }) => (
          <li key={who} className="rounded-xl bg-brand-50 px-4 py-3">
            <span className="block text-xs text-muted">{who}</span>
            {value === null ? null : (
              <span className="mt-1 flex flex-wrap items-center gap-2">
                <span className="text-xl font-semibold tabular-nums">{formatHeadlineScore(value)}</span>
                <BandBadge score={value} />
              </span>
            )}
          </li>
        ))}
      </ul>
      {score.showWarning && score.scoreImbalance !== null && (level === "high" || level === "medium") ? (
        <div
          className={cn(
            "mt-3 flex gap-2 rounded-xl border-l-4 px-4 py-3 text-sm",
            level === "high" ? "border-rose-400 bg-rose-50" : "border-amber-400 bg-amber-50",
          )}
          data-imbalance={level}
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">{imbalanceWarningText(level, score.scoreImbalance)}</span>{" "}
            {IMBALANCE_SUGGESTIONS[level]}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/**
 * 'Detailed Component Analysis', folded by default: each component for you and (in the couple view) your partner,
 * with the spec's quick comparison in words.
 */
function ComponentAnalysis({ score, missing }: { score: CoupleScore; missing: ReadonlySet<ComponentKey> }) {
  const rows = componentAnalysisRows(score).filter((row) => !missing.has(row.component));
  const couple = score.view === "couple";
  return (
    <details className="mt-6 rounded-xl border border-brand-100">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">
        {HEALTH_CARD_TEXT.detailedComponentAnalysis}
      </summary>
      <div className="overflow-x-auto px-4 pb-4">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {HEALTH_CARD_TEXT.component}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {HEALTH_CARD_TEXT.you}
              </th>
              {couple ? (
                <>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {HEALTH_CARD_TEXT.partner}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {HEALTH_CARD_TEXT.quickComparison}
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.component} className="border-t border-brand-50">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.name}
                </th>
                <td className="py-2 pr-3 tabular-nums">{formatHealthScore(row.user)}</td>
                {couple ? (
                  <>
                    <td className="py-2 pr-3 tabular-nums">
                      {row.partner === null ? null : formatHealthScore(row.partner)}
                    </td>
                    <td className="py-2">
                      {row.comparison ? (
                        <>
                          <span className={COMPARISON_CLASSES[row.comparison.label]}>{row.comparison.label}</span>
                          <span className="block text-xs text-muted">{pointsApartText(row.comparison.difference)}</span>
                        </>
                      ) : null}
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Spec 2 §4.2: the components with a 'Significant difference', largest gap first (the model's order). */
function AreasToFocus({ titleId, areas }: { titleId: string; areas: readonly ComponentComparison[] }) {
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h3 id={titleId} className="text-sm font-semibold">
        {HEALTH_CARD_TEXT.areasToFocus}
      </h3>
      <ul className="mt-2 space-y-2">
        {areas.map((area) => (
          <li key={area.component} className="rounded-xl bg-brand-50 px-4 py-3 text-sm">
            <span className="font-semibold">{area.name}</span>
            <span className="block text-xs text-muted tabular-nums">
              {componentScoresText(area.user, area.partner)} ({pointsApartText(area.difference)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
