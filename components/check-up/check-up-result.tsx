import { Link } from "@/components/ui/link";
import { HelpLines } from "@/components/safety/crisis-support";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import type { takeCheckUpAction } from "@/lib/actions/check-up";
import { csi4Wording, phq4Wording, type ResultWording } from "@/lib/domain/check-up/wording";
import type { CrisisResource } from "@/lib/domain/safety/crisis-resources";

/** What the check-up action returns on success: the CSI-4 total and level, and the PHQ-4's score when taken. */
export type CheckUpResult = Extract<Awaited<ReturnType<typeof takeCheckUpAction>>, { ok: true }>["data"];

/** Where the report for a counsellor is made (its card: "Report for your counsellor"). */
const COUNSELLOR_REPORT_HREF = "/dashboard/mood#counsellor-report-title";

function Wording({ wording, private: isPrivate }: { wording: ResultWording; private?: boolean }) {
  return (
    <>
      <p className="text-lg font-semibold" data-testid={isPrivate ? "personal-summary" : "check-up-summary"}>
        {wording.summary}
      </p>
      {wording.message.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-sm">
          {paragraph}
        </p>
      ))}
      <p className="mt-2 text-sm text-muted">{wording.note}</p>
    </>
  );
}

/**
 * A check-up's result (issue #39) in the fixed words of lib/domain/check-up/wording.ts: the relationship index, with
 * the pointer to counselling and the counsellor report when it is near or below the cut-off; then, when taken, the
 * private personal check-in, with support lines and the suggestion to talk to a professional at its threshold.
 */
export function CheckUpResultView({
  result,
  supportLines,
  onAgain,
}: {
  result: CheckUpResult;
  supportLines: readonly CrisisResource[];
  onAgain: () => void;
}) {
  const relationship = csi4Wording(result.csi4);
  const personal = result.phq4 ? phq4Wording(result.phq4) : null;
  return (
    <div className="space-y-4" aria-live="polite">
      <Card aria-labelledby="check-up-result-title">
        <CardTitle id="check-up-result-title">{relationship.title}</CardTitle>
        <Wording wording={relationship} />
        {relationship.suggestions.includes("counsellor_report") ? (
          <Link href={COUNSELLOR_REPORT_HREF} className={buttonClass({ variant: "outline", className: "mt-4" })}>
            Make a report for your counsellor
          </Link>
        ) : null}
      </Card>
      {personal ? (
        <Card aria-labelledby="personal-result-title" data-private="">
          <CardTitle id="personal-result-title">{personal.title}</CardTitle>
          <Wording wording={personal} private />
          {personal.suggestions.includes("support_resources") ? (
            <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3">
              <h3 className="mb-2 text-sm font-semibold text-red-900">Support, if you would like to talk now</h3>
              <HelpLines resources={supportLines} />
            </div>
          ) : null}
        </Card>
      ) : null}
      <Button type="button" variant="ghost" onClick={onAgain}>
        Back to the questions
      </Button>
    </div>
  );
}
