import { DashboardCard } from "@/components/dashboard/dashboard-card";
import { TIME_OF_DAY_TEXT as TEXT, type TimeOfDayInsight } from "@/lib/domain/analytics/time-of-day";
import { MoodBarList } from "./bar-list";

/**
 * Time-of-day insights on Mood Analytics (decision 061): the finding (or what unlocks it) in words with its n, and
 * the three parts of the day as bars. The page renders it only while the person's switch is on.
 */
export function TimeOfDayCard({ insight }: { insight: TimeOfDayInsight }) {
  return (
    <DashboardCard id="mood-time-of-day" title={TEXT.title}>
      <p className="text-sm">{insight.sentence}</p>
      <p className="mt-1 text-xs text-muted">{TEXT.explainer}</p>
      <div className="mt-4">
        <MoodBarList label={TEXT.title} items={insight.parts} />
      </div>
    </DashboardCard>
  );
}
