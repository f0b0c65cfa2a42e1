"use client";

import { Heart } from "@/components/ui/icons/heart";
import { Star } from "@/components/ui/icons/star";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { settleAction, toastFailure } from "@/components/forms/action-outcome";
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
  const [busy, setBusy] = useState(false);
  async function skip() {
    setBusy(true);
    const result = await settleAction(skipQuestionAction({ day, questionId }));
    setBusy(false);
    if (!result.ok) {
      toastFailure(result);
      router.refresh();
      return;
    }
    toast.success(TEXT.skipped);
    router.refresh();
  }
  return (
    <Button type="button" variant="ghost" size="sm" disabled={busy} aria-busy={busy} onClick={() => void skip()}>
      {TEXT.skip}
    </Button>
  );
}

export function FavouriteButton({ day, favourite, question }: { day: string; favourite: boolean; question: string }) {
  const router = useRouter();
  const [on, setOn] = useState(favourite);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    const next = !on;
    setOn(next);
    setBusy(true);
    const result = await settleAction(favouriteQuestionAction({ day, favourite: next }));
    setBusy(false);
    if (!result.ok) {
      setOn(!next);
      toastFailure(result);
      return;
    }
    router.refresh();
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={busy}
      onClick={() => void toggle()}
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
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    const result = await settleAction(reactToAnswerAction({ kind: "heart", day, on: !on }));
    setBusy(false);
    if (!result.ok) {
      toastFailure(result);
      return;
    }
    if (!on) toast.success(`Heart sent to ${partnerName}`);
    router.refresh();
  }
  // One name whatever its state (a toggle says "pressed", never a second name); a line beside says it was sent.
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" aria-pressed={on} disabled={busy} onClick={() => void toggle()}>
        <Heart aria-hidden className="size-4" fill={on ? "currentColor" : "none"} />
        {TEXT.heart}
      </Button>
      {on ? <p className="text-sm text-muted">{TEXT.heartSent(partnerName)}</p> : null}
    </div>
  );
}

export function FollowUpButton({ day, byModel }: { day: string; byModel: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function ask() {
    setBusy(true);
    const result = await settleAction(suggestFollowUpQuestionAction({ day }));
    setBusy(false);
    if (!result.ok) {
      toastFailure(result);
      return;
    }
    router.refresh();
  }
  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" size="sm" disabled={busy} aria-busy={busy} onClick={() => void ask()}>
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
