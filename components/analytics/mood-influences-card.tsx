import { DashboardCard, EmptyState } from "@/components/dashboard/dashboard-card";
import type { MoodAnalyticsModel } from "@/lib/domain/analytics/mood-analytics";
import { INFLUENCE_CONFIDENCE_CAP, INFLUENCE_MIN_OCCURRENCES, type MoodInfluence } from "@/lib/domain/correlations";

/** The card's words (ours: spec 2 §4.8 gives the rules, not the text). */
const MOOD_INFLUENCES_TEXT = {
  title: "What lifts or lowers your mood",
  intro: `Your average mood on moods with each feeling against those without it. Confidence grows with how many moods there are on each side and how big the difference is, and stops at ${INFLUENCE_CONFIDENCE_CAP}%.`,
  notEnough: `Not enough data yet: a feeling shows here once it is on at least ${INFLUENCE_MIN_OCCURRENCES} of your moods in this range, with other moods without it to compare.`,
} as const;

const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const EFFECT_WORDS: Record<MoodInfluence["effect"], string> = {
  lifts: "lifts your mood",
  lowers: "lowers your mood",
  neutral: "makes no difference",
};

/** Where the person stands when nothing shows yet: their most used feeling and what it still needs. */
function progress(model: MoodAnalyticsModel): string | null {
  const top = model.feelings[0];
  if (!top) return null;
  if (top.moods < INFLUENCE_MIN_OCCURRENCES) {
    return `Your most used feeling, ${top.tag}, is on ${top.moods} of the ${INFLUENCE_MIN_OCCURRENCES} moods it needs.`;
  }
  return `${top.tag} is on every mood in this range: log some moods without it to compare.`;
}

/**
 * Mood influences (spec 2 §4.8) on Mood Analytics: from the page's one model (moodAnalytics), each feeling on 3 or
 * more of the range's moods with its n, its averages with and without it, and its confidence (at most 95%).
 */
export function MoodInfluencesCard({ model }: { model: MoodAnalyticsModel }) {
  return (
    <DashboardCard id="mood-influences" title={MOOD_INFLUENCES_TEXT.title} description={MOOD_INFLUENCES_TEXT.intro}>
      {model.influences.length === 0 ? (
        <EmptyState>
          {MOOD_INFLUENCES_TEXT.notEnough} {progress(model)}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100 text-sm">
          {model.influences.map((influence) => (
            <li key={influence.tag} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <p>
                <span className="font-semibold">{influence.tag}</span> {EFFECT_WORDS[influence.effect]}{" "}
                <span
                  className={`font-semibold ${influence.difference < 0 ? "text-rose-700" : influence.difference > 0 ? "text-emerald-700" : ""}`}
                >
                  ({signed(influence.difference)})
                </span>
                <span className="block text-xs text-muted">
                  {signed(influence.averageWith)} with it, {signed(influence.averageWithout)} without, n ={" "}
                  {plural(influence.occurrences, "mood", "moods")}
                </span>
              </p>
              <p className="text-xs font-medium text-brand-700">{influence.confidence}% confidence</p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
