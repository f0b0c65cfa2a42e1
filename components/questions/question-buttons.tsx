"use client";

import { Heart } from "@/components/ui/icons/heart";
import { Star } from "@/components/ui/icons/star";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import {
  favouriteQuestionAction,
  reactToAnswerAction,
  skipQuestionAction,
  suggestFollowUpQuestionAction,
} from "@/lib/actions/questions";
import { QUESTION_TEXT as TEXT } from "@/lib/domain/questions/answers";

/**
 * The question for two's small buttons (issue #37): skip today's question (once a day, for both), a favourite mark
 * (the person's own), a heart on the partner's answer, and the follow-up question. Each calls its action and reads
 * the page again, so what shows is what was stored.
 */

export function SkipQuestionButton({ day, questionId }: { day: string; questionId: string }) {
  const router = useRouter();
  const skipQuestion = useAction(() => skipQuestionAction({ day, questionId }), {
    onFailure: () => router.refresh(),
    onSuccess: () => {
      toast.success(TEXT.skipped);
      router.refresh();
    },
  });
  const busy = skipQuestion.pending;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void skipQuestion.run()}
    >
      {TEXT.skip}
    </Button>
  );
}

export function FavouriteButton({ day, favourite, question }: { day: string; favourite: boolean; question: string }) {
  const router = useRouter();
  const [on, setOn] = useState(favourite);
  const saveFavourite = useAction((next: boolean) => favouriteQuestionAction({ day, favourite: next }), {
    onFailure: (_error, next) => setOn(!next),
    onSuccess: () => router.refresh(),
  });
  const busy = saveFavourite.pending;
  function toggle() {
    const next = !on;
    setOn(next);
    void saveFavourite.run(next);
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={busy}
      onClick={toggle}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
    >
      <Star aria-hidden className="size-5" fill={on ? "currentColor" : "none"} />
      <span className="sr-only">
        {on ? TEXT.unfavourite : TEXT.favourite}: {question}
      </span>
    </button>
  );
}

export function HeartButton({ day, on, partnerName }: { day: string; on: boolean; partnerName: string }) {
  const router = useRouter();
  const sendHeart = useAction(() => reactToAnswerAction({ kind: "heart", day, on: !on }), {
    onSuccess: () => {
      if (!on) toast.success(`Heart sent to ${partnerName}`);
      router.refresh();
    },
  });
  const busy = sendHeart.pending;
  // One name whatever its state (a toggle says "pressed", never a second name); a line beside says it was sent.
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-pressed={on}
        disabled={busy}
        onClick={() => void sendHeart.run()}
      >
        <Heart aria-hidden className="size-4" fill={on ? "currentColor" : "none"} />
        {TEXT.heart}
      </Button>
      {on ? <p className="text-sm text-muted">{TEXT.heartSent(partnerName)}</p> : null}
    </div>
  );
}

export function FollowUpButton({ day, byModel }: { day: string; byModel: boolean }) {
  const router = useRouter();
  const askFollowUp = useAction(() => suggestFollowUpQuestionAction({ day }), {
    onSuccess: () => router.refresh(),
  });
  const busy = askFollowUp.pending;
  return (
    <div className="space-y-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void askFollowUp.run()}
      >
        {busy ? "Thinking..." : "Suggest a follow-up question"}
      </Button>
      <p className="text-xs text-muted">
        {byModel
          ? "Written by an AI model from your two answers alone, never from anything else you keep here."
          : "Picked from our own follow-up questions for this kind of question."}
      </p>
    </div>
  );
}
