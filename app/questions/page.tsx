import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { LiveUpdates } from "@/components/dashboard/live-updates";
import { QuestionHistory } from "@/components/questions/question-history";
import { QuestionPanel } from "@/components/questions/question-panel";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { requestNow } from "@/lib/http/test-clock";
import { loadQuestionsPage } from "@/lib/services/questions/load-questions-page";

export const metadata: Metadata = { title: QUESTION_TEXT.pageTitle };
// Partner answers are read under the partnership on every request: nothing of theirs survives in a cached render.
export const dynamic = "force-dynamic";

const param = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/**
 * The question for two (issue #37): today's question for one person alone or a couple, yesterday's while the partner
 * has answered it and the viewer still can, and the history, searchable. On a laptop the day's question and the
 * history sit side by side. The page stays current while open: the partner answering, reacting or skipping reads it
 * again (LiveUpdates), through the same guarded read.
 */
export default async function QuestionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const params = await searchParams;
  const show = Number.parseInt(param(params.show), 10);
  const model = await loadQuestionsPage({
    userId: user.id,
    timeZone: user.timeZone,
    query: param(params.q),
    show: Number.isFinite(show) ? show : undefined,
    now: await requestNow(),
  });
  return (
    <AppShell user={user} width="wide">
      <h1 className="text-2xl font-semibold">{QUESTION_TEXT.pageTitle}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">
        {model.partnerName
          ? `One question a day for you and ${model.partnerName}. Each answer stays hidden until you've both answered.`
          : "One question a day to reflect on. Your answers are yours alone."}{" "}
        <Link href="/recap" className="underline">
          See this week together in your weekly recap
        </Link>
        .
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <div className="space-y-6">
          <QuestionPanel
            card={model.today}
            partnerName={model.partnerName}
            userId={user.id}
            followUpByModel={model.followUpByModel}
          />
          {model.yesterday ? (
            <QuestionPanel
              card={model.yesterday}
              partnerName={model.partnerName}
              userId={user.id}
              followUpByModel={model.followUpByModel}
            />
          ) : null}
        </div>
        <QuestionHistory history={model.history} partnerName={model.partnerName} />
      </div>
      {model.partnerName ? <LiveUpdates /> : null}
    </AppShell>
  );
}
