import { Card, CardTitle } from "@/components/ui/card";
import {
  SLEEP_HOURS_MAX,
  SLEEP_HOURS_MIN,
  SLEEP_HOURS_STEP,
  STRESS_LEVEL_MAX,
  STRESS_LEVEL_MIN,
} from "@/lib/domain/mood-entry";
import { RangeField } from "./range-field";

/** 8 → "8.0", 7.25 → "7.25": whole hours keep one decimal, as the spec writes the default (8.0). */
function formatSleepHours(hours: number): string {
  return Number.isInteger(hours) ? hours.toFixed(1) : String(hours);
}

/** Spec 2 §2.1, §5: sleep 3–12 h in quarter hours, stress 1–10. Only values moved off their defaults are saved. */
export function SleepStressCard({
  sleepHours,
  stressLevel,
  disabled,
  onChange,
}: {
  sleepHours: number;
  stressLevel: number;
  disabled?: boolean;
  onChange: (metrics: { sleepHours: number; stressLevel: number }) => void;
}) {
  return (
    <Card aria-labelledby="sleep-stress-title">
      <CardTitle id="sleep-stress-title">Sleep &amp; Stress</CardTitle>
      <p className="mt-1 text-sm text-muted">Optional. Only the values you change are saved.</p>
      <div className="mt-4 space-y-6">
        <RangeField
          id="sleep-hours"
          label="Hours of sleep"
          value={sleepHours}
          min={SLEEP_HOURS_MIN}
          max={SLEEP_HOURS_MAX}
          step={SLEEP_HOURS_STEP}
          valueText={`${formatSleepHours(sleepHours)} hours`}
          display={`${formatSleepHours(sleepHours)} h`}
          scale={[`${SLEEP_HOURS_MIN} h`, `${SLEEP_HOURS_MAX} h`]}
          disabled={disabled}
          onValueChange={(value) => onChange({ sleepHours: value, stressLevel })}
        />
        <RangeField
          id="stress-level"
          label="Stress level"
          value={stressLevel}
          min={STRESS_LEVEL_MIN}
          max={STRESS_LEVEL_MAX}
          step={1}
          valueText={`${stressLevel} out of ${STRESS_LEVEL_MAX}`}
          display={`${stressLevel}/${STRESS_LEVEL_MAX}`}
          scale={["Calm", "Very stressed"]}
          disabled={disabled}
          onValueChange={(value) => onChange({ sleepHours, stressLevel: value })}
        />
      </div>
    </Card>
  );
}
