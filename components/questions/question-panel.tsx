import { Card } from "@/components/ui/card";
import { QUESTION_TEXT as TEXT } from "@/lib/domain/questions/answers";
import type { QuestionCardModel } from "@/lib/domain/questions/view";
import { AnswerForm } from "./answer-form";
import { PartnerSide } from "./partner-side";
import { FavouriteButton, SkipQuestionButton } from "./question-buttons";

/**
 * One date's question on /questions (issue #37): the question, the person's answer or the box to write it, and their
 * partner's side as the rule allows (answer, then see). Today's card also offers the day's one skip.
 */
export function QuestionPanel({
  card,
  partnerName,
  userId,
  followUpByModel,
}: {
  card: QuestionCardModel;
  partnerName: string | null;
  userId: string;
  followUpByModel: boolean;
}) {
  const titleId = `question-${card.day}`;
  const heading = card.label === "yesterday" ? TEXT.yesterdayTitle : TEXT.todayTitle;
  const name = card.solo ? null : partnerName;
  return (
    <Card aria-labelledby={titleId} data-question-day={card.day}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{heading}</p>
          <h2 id={titleId} className="mt-1 text-xl font-semibold text-balance">
            {card.question.text}
          </h2>
          <p className="mt-1 text-sm text-muted">{name ? TEXT.coupleIntro(name) : TEXT.soloIntro}</p>
        </div>
        <FavouriteButton day={card.day} favourite={card.mine.favourite} question={card.question.text} />
      </div>

      <div className="mt-4 space-y-4">
        {card.mine.answer === null ? (
          <>
            {name ? <PartnerStatus card={card} partnerName={name} /> : null}
            <AnswerForm
              key={card.day}
              day={card.day}
              questionId={card.question.id}
              partnerName={name}
              userId={userId}
            />
            {card.canSkip ? (
              <SkipQuestionButton day={card.day} questionId={card.question.id} />
            ) : card.skipUsed && card.label === "today" ? (
              <p className="text-xs text-muted">{TEXT.skipUsed}</p>
            ) : null}
          </>
        ) : (
          <>
            <section aria-label="Your answer" className="rounded-xl bg-brand-50 px-4 py-3">
              <h3 className="text-sm font-semibold">Your answer</h3>
              <p className="mt-1 text-sm whitespace-pre-line">{card.mine.answer}</p>
            </section>
            {name ? <PartnerSide card={card} partnerName={name} followUpByModel={followUpByModel} /> : null}
          </>
        )}
      </div>
    </Card>
  );
}

/** Above the box, before the person answers: whether the partner has (never what). */
function PartnerStatus({ card, partnerName }: { card: QuestionCardModel; partnerName: string }) {
  if (card.partner.state === "hidden") {
    return (
      <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium">
        {card.label === "yesterday"
          ? TEXT.partnerAnsweredYesterday(partnerName)
          : TEXT.partnerAnsweredHidden(partnerName)}
      </p>
    );
  }
  if (card.partner.state === "waiting") {
    return <p className="text-sm text-muted">Neither of you has answered yet.</p>;
  }
  return null;
}
