import { Star } from "@/components/ui/icons/star";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { QUESTION_SEARCH_MAX_LENGTH, QUESTION_TEXT as TEXT } from "@/lib/domain/questions/answers";
import type { QuestionCardModel } from "@/lib/domain/questions/view";
import { formatDayKey } from "@/lib/domain/time";
import { FavouriteButton } from "./question-buttons";

export interface QuestionHistoryView {
  entries: QuestionCardModel[];
  query: string;
  nextShow: number | null;
  any: boolean;
}

/** The partner's side of a past question, in a sentence or their words (answer, then see: decision 068). */
function PartnerLine({ card, partnerName }: { card: QuestionCardModel; partnerName: string }) {
  const side = card.partner;
  if (side.state === "shown") {
    return (
      <div>
        <p className="text-xs font-semibold text-muted">{partnerName}</p>
        <p className="text-sm whitespace-pre-line">{side.answer}</p>
        {side.reply ? <p className="mt-1 text-xs text-muted">Replied to you: {side.reply}</p> : null}
      </div>
    );
  }
  if (side.state === "hidden") return <p className="text-sm text-muted">{TEXT.hiddenInHistory(partnerName)}</p>;
  if (side.state === "waiting") {
    return (
      <p className="text-sm text-muted">
        {card.label === "yesterday" ? TEXT.partnerWaiting(partnerName) : TEXT.partnerNotAnswered(partnerName)}
      </p>
    );
  }
  return null;
}

/**
 * Past questions with both answers (issue #37): favourites first, then newest; searched on the server (a plain GET
 * form, so it works before any script). A partnership's end hides the former partner's answers (they are not read).
 */
export function QuestionHistory({
  history,
  partnerName,
}: {
  history: QuestionHistoryView;
  partnerName: string | null;
}) {
  const moreHref = (show: number) =>
    `/questions?${new URLSearchParams({ ...(history.query ? { q: history.query } : {}), show: String(show) })}`;
  return (
    <Card aria-labelledby="history-title">
      <CardTitle id="history-title">Past questions</CardTitle>
      <form method="get" action="/questions" role="search" className="mt-3 flex items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor="question-search" className="text-sm font-medium">
            {TEXT.searchLabel}
          </label>
          <Input
            id="question-search"
            type="search"
            name="q"
            defaultValue={history.query}
            maxLength={QUESTION_SEARCH_MAX_LENGTH}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          Search
        </button>
      </form>
      {history.entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          {history.query && history.any
            ? TEXT.noMatches(history.query)
            : partnerName
              ? TEXT.noHistory
              : TEXT.noHistorySolo}
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-brand-100" aria-label="Past questions and answers">
          {history.entries.map((card) => (
            <li key={card.day} className="py-4 first:pt-0" data-question-day={card.day}>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex items-center gap-1 text-xs text-muted">
                    {card.mine.favourite ? <Star aria-hidden className="size-3 fill-current text-brand-700" /> : null}
                    {formatDayKey(card.day, { withYear: true })}
                    {card.skipUsed ? " · after a skip" : ""}
                  </p>
                  <h3 className="mt-0.5 font-medium">{card.question.text}</h3>
                </div>
                <FavouriteButton day={card.day} favourite={card.mine.favourite} question={card.question.text} />
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <div>
                  <p className="text-xs font-semibold text-muted">You</p>
                  <p className="text-sm whitespace-pre-line">{card.mine.answer ?? TEXT.notAnswered}</p>
                </div>
                {partnerName && !card.solo ? <PartnerLine card={card} partnerName={partnerName} /> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {history.nextShow ? (
        <Link href={moreHref(history.nextShow)} className={buttonClass({ variant: "outline", className: "mt-4" })}>
          Show more
        </Link>
      ) : null}
    </Card>
  );
}
