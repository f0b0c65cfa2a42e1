import { Card, CardTitle } from "@/components/ui/card";
import { besideSentence, PATTERN_NOT_CAUSE, type BesideBehaviour } from "@/lib/domain/check-up/beside-behaviour";

const TITLES = { rituals: "Rituals", checkIns: "Check-ins", sharedQuestions: "Shared questions" } as const;

function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : "0";
}

/**
 * "Beside what you did" (issue #39, decision 072): months with more rituals, check-ins and shared questions next to how
 * the person's index moved, with n and the fixed note that it is a pattern, not a cause. Before the domain's minimum
 * number of check-ups it says how many more are needed and claims nothing.
 */
export function BesideBehaviourCard({ beside }: { beside: BesideBehaviour }) {
  return (
    <Card aria-labelledby="beside-title" data-testid="beside-behaviour">
      <CardTitle id="beside-title">Beside what you did</CardTitle>
      {beside.status === "not_enough" ? (
        <p className="text-sm text-muted">
          After {beside.needed} check-ups, this shows your months with more rituals, check-ins and shared questions next
          to how your check-up moved. You have {beside.checkUps} so far.
        </p>
      ) : (
        <div className="space-y-4">
          {beside.patterns.map((entry) => (
            <section key={entry.behaviour} aria-label={TITLES[entry.behaviour]}>
              <h3 className="text-sm font-semibold">
                {TITLES[entry.behaviour]} <span className="font-normal text-muted">(n = {entry.n})</span>
              </h3>
              {besideSentence(entry) ? (
                <p className="mt-1 text-sm">{besideSentence(entry)}</p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  {entry.pairs.map((pair) => (
                    <li key={pair.month}>
                      {pair.month}: {pair.count}, check-up {signed(pair.change)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="text-sm text-muted">{PATTERN_NOT_CAUSE}</p>
        </div>
      )}
    </Card>
  );
}
