import { QUESTION_TEXT as TEXT } from "@/lib/domain/questions/answers";
import type { QuestionCardModel } from "@/lib/domain/questions/view";
import { FollowUpButton, HeartButton } from "./question-buttons";
import { ReplyForm } from "./reply-form";

/**
 * The partner's side of a question the viewer has answered (issue #37): their answer once they have answered too,
 * what they said about the viewer's answer (a heart, a reply), the viewer's own heart and reply on theirs, and the
 * follow-up question.
 */
export function PartnerSide({
  card,
  partnerName,
  followUpByModel,
}: {
  card: QuestionCardModel;
  partnerName: string;
  followUpByModel: boolean;
}) {
  const side = card.partner;
  if (side.state === "none") return null;
  if (side.state !== "shown") {
    return (
      <p role="status" className="text-sm text-muted">
        {TEXT.youAnsweredFirst} {TEXT.partnerWaiting(partnerName)}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <section aria-label={`${partnerName}'s answer`} className="rounded-xl border border-brand-100 px-4 py-3">
        <h3 className="text-sm font-semibold">{partnerName}&apos;s answer</h3>
        <p className="mt-1 text-sm whitespace-pre-line">{side.answer}</p>
        {side.heart || side.reply ? (
          <div className="mt-3 space-y-1 border-t border-brand-100 pt-2 text-sm">
            {side.heart ? <p>{partnerName} sent a heart for your answer.</p> : null}
            {side.reply ? (
              <p>
                <span className="font-medium">{partnerName} replied:</span> {side.reply}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      <div className="space-y-3" role="group" aria-label={`React to ${partnerName}'s answer`}>
        <HeartButton day={card.day} on={card.mine.heart} partnerName={partnerName} />
        {card.mine.reply ? (
          <p className="text-sm">
            <span className="font-medium">You replied:</span> {card.mine.reply}
          </p>
        ) : null}
        <ReplyForm day={card.day} partnerName={partnerName} current={card.mine.reply} />
      </div>
      <section aria-label="Follow-up question" className="space-y-2">
        {card.followUp ? (
          <>
            <h3 className="text-sm font-semibold">A question to talk about together</h3>
            <p className="text-sm">{card.followUp}</p>
          </>
        ) : (
          <FollowUpButton day={card.day} byModel={followUpByModel} />
        )}
      </section>
    </div>
  );
}
