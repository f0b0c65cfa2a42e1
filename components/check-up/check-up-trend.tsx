import { Link } from "@/components/ui/link";
import { CHART_COLOURS, LineChart, type LegendItem, type LineSeries } from "@/components/analytics/line-chart";
import { Card, CardTitle } from "@/components/ui/card";
import { CSI4_MAX, CSI4_MIN } from "@/lib/domain/check-up/csi4";
import { trendSentence } from "@/lib/domain/check-up/wording";
import type { CheckUpPageModel } from "@/lib/domain/check-up/view";

const TICKS = [0, 7, 14, 21];

/** "Robin's" — the partner's trend sentence is the domain's, told about them. */
function partnerSentence(name: string, sentence: string | null): string | null {
  if (!sentence) return null;
  return `${name}: ${sentence.replaceAll("Your ", "Their ").replaceAll("your ", "their ")}`;
}

/**
 * The check-up trend (issue #39): each month's CSI-4 total, the person's own line and, only while both partners share
 * their check-up (decision 081), the partner's beside it. Drawn on the server with the app's one line chart.
 */
export function CheckUpTrend({ model }: { model: CheckUpPageModel }) {
  const couple = model.couple;
  const both = couple?.state === "both_share";
  const series: LineSeries[] = [{ name: "You", colour: CHART_COLOURS.you }];
  if (both) series.push({ name: couple.partnerName, colour: CHART_COLOURS.partner, dashed: true });
  const legend: LegendItem[] = series.map((s) => ({ label: s.name, colour: s.colour, kind: "line", dashed: s.dashed }));
  return (
    <Card aria-labelledby="check-up-trend-title" data-testid="check-up-trend">
      <CardTitle id="check-up-trend-title">
        {both ? "Your check-ups, side by side" : "Your check-ups over time"}
      </CardTitle>
      {model.trend.count === 0 ? (
        <p className="text-sm text-muted">Your trend starts with your first check-up.</p>
      ) : (
        <>
          <p className="mb-3 text-sm" data-testid="trend-sentence">
            {model.trendSentence}
          </p>
          {both && couple.partnerTrend ? (
            <p className="mb-3 text-sm" data-testid="partner-trend-sentence">
              {partnerSentence(couple.partnerName, trendSentence(couple.partnerTrend)) ??
                `${couple.partnerName} has not taken a check-up yet.`}
            </p>
          ) : null}
          <LineChart
            label={`Check-up totals by month, ${CSI4_MIN} to ${CSI4_MAX}; higher means more satisfied`}
            points={model.chart.map((month) => ({
              key: month.month,
              label: month.label,
              tick: month.tick,
              values: both ? [month.mine, month.partner] : [month.mine],
            }))}
            series={series}
            domain={[CSI4_MIN, CSI4_MAX]}
            ticks={TICKS}
            describe={(value) => `${value} of ${CSI4_MAX}`}
            missing="no check-up"
            periodHeader="Month"
            legend={legend}
            testId="check-up-chart"
          />
        </>
      )}
      {couple ? (
        <p className="mt-3 text-sm text-muted" data-testid="couple-state">
          {couple.state === "both_share" ? (
            `You and ${couple.partnerName} both share your check-up trend. Your personal check-ins are never shared.`
          ) : couple.state === "partner_does_not_share" ? (
            `You share your check-up trend. ${couple.partnerName}'s shows here once they share theirs too.`
          ) : (
            <>
              To see your check-ups side by side, you and {couple.partnerName} both turn on &ldquo;Check-up trend&rdquo;
              in{" "}
              <Link href="/settings#privacy-title" className="underline">
                Settings
              </Link>
              . It is off until you both choose it.
            </>
          )}
        </p>
      ) : null}
    </Card>
  );
}
