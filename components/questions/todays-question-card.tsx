import { MessageCircleQuestion } from "@/components/ui/icons/message-circle-question";
import { Link } from "@/components/ui/link";
import { DashboardCard, type CardFrame } from "@/components/dashboard/dashboard-card";
import { buttonClass } from "@/components/ui/button";
import { QUESTION_TEXT as TEXT } from "@/lib/domain/questions/answers";
import type { TodaysQuestionModel } from "@/lib/domain/questions/view";

/** The dashboard card's title: the same words as the page's card. */
export const TODAYS_QUESTION_TITLE = TEXT.todayTitle;

/** The one line under the question: where the two of them stand (never what the partner wrote). */
export function todaysQuestionStatus({ card, partnerName }: TodaysQuestionModel): string {
  const mine = card.mine.answer !== null;
  if (!partnerName || card.solo) return mine ? "You've answered today's question." : TEXT.soloIntro;
  switch (card.partner.state) {
    case "shown":
      return `You've both answered. See ${partnerName}'s answer.`;
    case "hidden":
      return TEXT.partnerAnsweredHidden(partnerName);
    default:
      return mine ? TEXT.partnerWaiting(partnerName) : `Answer today's question with ${partnerName}.`;
  }
}

/**
 * The dashboard's "today's question" card (issue #37): the couple's first shared card once they are linked (a private
 * reflection for one person alone, should the dashboard show it to them). The question, where the two stand, and one
 * link to /questions, where it is answered. Its model is loadTodaysQuestion (lib/services/questions); its frame (id
 * and title) comes from the dashboard's card registry. The partner's words never come here.
 */
export function TodaysQuestionCard({ card, question }: { card: CardFrame; question: TodaysQuestionModel }) {
  const answered = question.card.mine.answer !== null;
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      icon={<MessageCircleQuestion aria-hidden className="size-5 text-brand-700" />}
    >
      <p className="text-lg font-medium text-balance">{question.card.question.text}</p>
      <p className="mt-1 text-sm text-muted">{todaysQuestionStatus(question)}</p>
      <Link href="/questions" className={buttonClass({ variant: answered ? "outline" : "primary", className: "mt-4" })}>
        {answered ? "Open today's question" : "Answer today's question"}
      </Link>
    </DashboardCard>
  );
}
