import type { Metadata } from "next";
import { BesideBehaviourCard } from "@/components/check-up/beside-behaviour-card";
import { CheckUpForm } from "@/components/check-up/check-up-form";
import { CheckUpTrend } from "@/components/check-up/check-up-trend";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { Card, CardTitle } from "@/components/ui/card";
import { PHQ4_PRIVACY } from "@/lib/domain/check-up/wording";
import { requireUser } from "@/lib/auth/guards";
import { requestNow } from "@/lib/http/test-clock";
import { loadCheckUpPage } from "@/lib/services/check-up/load-check-up-page";

export const metadata: Metadata = { title: "Monthly check-up" };
// The partner's line follows both grants as they are now: nothing survives in a cached render.
export const dynamic = "force-dynamic";

/**
 * The monthly check-up (issue #39, decisions 072 and 081): four validated questions about the relationship, an
 * optional private check-in about oneself, the person's trend (and their partner's beside it while both share), and
 * the months beside what they did.
 */
export default async function CheckUpPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const model = await loadCheckUpPage({ userId: user.id, timeZone: user.timeZone, now: await requestNow() });
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Monthly check-up</h1>
      <p className="mt-1 mb-6 text-sm text-muted" data-testid="check-up-due">
        {model.due
          ? "Four quick questions about how your relationship feels. It takes under a minute."
          : `Your last check-up was on ${model.lastTakenOn}. The next one is due on ${model.dueOn}; you can take it again any time.`}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <CheckUpForm supportLines={model.supportLines} />
        </div>
        <div className="min-w-0 space-y-6">
          <CheckUpTrend model={model} />
          {model.lastPersonal ? (
            <Card aria-labelledby="personal-last-title" data-private="">
              <CardTitle id="personal-last-title">Your last personal check-in</CardTitle>
              <p className="text-sm">
                Last taken on {model.lastPersonal.takenOn}: {model.lastPersonal.total} of 12. {PHQ4_PRIVACY}
              </p>
            </Card>
          ) : null}
          <BesideBehaviourCard beside={model.beside} />
        </div>
      </div>
    </AppShell>
  );
}
