import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { WeeklyRecapCard } from "@/components/weekly-recap/weekly-recap-card";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guards";
import { RECAP_TEXT } from "@/lib/domain/weekly-recap/view";
import { requestNow } from "@/lib/http/test-clock";
import { loadWeeklyRecap } from "@/lib/services/weekly-recap/load-weekly-recap";

export const metadata: Metadata = { title: RECAP_TEXT.pageTitle };
// The partner's moods and goals are shown under their grants as they are now: nothing survives in a cached render.
export const dynamic = "force-dynamic";

/**
 * The weekly recap (issue #37, decision 073): the week's recap for one person alone or a couple, the same for both
 * partners, and the circle's earlier weeks. The first read after a recap came due writes it if the sweep has not.
 */
export default async function RecapPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const { week } = await searchParams;
  const model = await loadWeeklyRecap({
    userId: user.id,
    week: typeof week === "string" ? week : undefined,
    now: await requestNow(),
  });
  const others = model.weeks.filter((entry) => !entry.shown);
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">{RECAP_TEXT.pageTitle}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">
        {model.partnerName
          ? `Every ${model.recapDay} evening, the same short recap for you and ${model.partnerName}. Next: ${model.nextRecapAt}.`
          : `Every ${model.recapDay} evening, a short recap of your week, just for you. Next: ${model.nextRecapAt}.`}
      </p>
      {model.recap ? (
        <WeeklyRecapCard recap={model.recap} />
      ) : (
        <Card>
          <p className="text-sm">Your first recap arrives {model.nextRecapAt}.</p>
          <p className="mt-1 text-sm text-muted">
            It gathers the week&apos;s moods, rituals, questions and goal steps in one place. Change its day in{" "}
            <Link href="/settings" className="underline">
              Settings
            </Link>
            .
          </p>
        </Card>
      )}
      {others.length > 0 ? (
        <nav aria-label="Earlier weeks" className="mt-6">
          <h2 className="mb-2 text-sm font-semibold">Earlier weeks</h2>
          <ul className="flex flex-wrap gap-2">
            {others.map((entry) => (
              <li key={entry.weekStart}>
                <Link
                  href={`/recap?week=${entry.weekStart}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-100 bg-white px-4 text-sm hover:bg-brand-50"
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </AppShell>
  );
}
