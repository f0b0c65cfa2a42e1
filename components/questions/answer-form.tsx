"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { SAVE_FAILED_MESSAGE, type SubmitWording } from "@/components/forms/submit-wording";
import { CHECKIN_SUBMIT_TIMEOUT_MS } from "@/components/forms/timings";
import { useIdempotentSubmit } from "@/components/forms/use-idempotent-submit";
import { QueuedNote, saveOffline, usePreloadOfflineQueue } from "@/components/offline/save-offline";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { answerQuestionAction } from "@/lib/actions/questions";
import { QUESTION_ANSWER_MAX_LENGTH, QUESTION_TEXT as TEXT } from "@/lib/domain/questions/answers";

const WORDING: SubmitWording = {
  timeout: {
    title: "Answer timeout",
    description: "Sharing your answer is taking longer than expected. Please try again.",
  },
  failedDescription: SAVE_FAILED_MESSAGE,
};

/** Characters as a person counts them (an emoji is one), after trimming: the server's rule. */
const length = (value: string) => [...value.trim()].length;

/**
 * The answer box of one date's question (issue #37). Empty or over-long answers get their message in place, under the
 * box; a failed send keeps every word typed and is retried under the same idempotency key, so it is never answered
 * twice; offline, the answer is kept on this device and sent when the connection returns (decision 040). A question
 * replaced by a skip while typing keeps the words in the box for the new one.
 */
export function AnswerForm({
  day,
  questionId,
  partnerName,
  userId,
}: {
  day: string;
  questionId: string;
  /** Null for a private reflection. */
  partnerName: string | null;
  /** Who is answering: an answer kept offline is sent only while they are signed in. */
  userId: string;
}) {
  const id = useId();
  const router = useRouter();
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const [support, setSupport] = useState<CrisisCard | null>(null);
  const supportRef = useRef<HTMLDivElement>(null);
  const submission = useIdempotentSubmit({ timeoutMs: CHECKIN_SUBMIT_TIMEOUT_MS, wording: WORDING });
  // The offline queue's code and the help lines' are not in the page's first load (issue #34): the queue's is fetched
  // once the form has hydrated, the help lines' as an answer is sent.
  usePreloadOfflineQueue();
  const count = length(answer);
  const tooLong = count > QUESTION_ANSWER_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submission.busy || queuedKey) return;
    if (count === 0 || tooLong) {
      setError(count === 0 ? TEXT.answerRequired : TEXT.answerTooLong);
      return;
    }
    setError(undefined);
    preloadCrisisCard();
    const outcome = await submission.submit({ day, questionId, answer }, answerQuestionAction, (payload, key) =>
      saveOffline({ kind: "question-answer", id: key, ownerId: userId, payload }),
    );
    if (outcome.status === "queued") {
      setQueuedKey(outcome.key);
      return;
    }
    if (outcome.status === "refused") {
      setError(outcome.error.fieldErrors?.answer?.[0]);
      // A skip replaced the question, or it closed: show the page as it is now; the words stay in the box.
      if (outcome.error.code === "CONFLICT") router.refresh();
      return;
    }
    if (outcome.status !== "saved") return;
    const { revealed, support: card } = outcome.data;
    toast.success(
      !partnerName ? TEXT.saved : revealed ? TEXT.revealedToast(partnerName) : TEXT.sharedToast(partnerName),
    );
    if (card) {
      setSupport(card);
      requestAnimationFrame(() => supportRef.current?.focus());
      return;
    }
    router.refresh();
  }

  if (support) {
    return (
      <div ref={supportRef} tabIndex={-1} className="space-y-3 outline-none">
        <CrisisSupportCard card={support} as="h3" />
        <Button type="button" variant="outline" className="w-full" onClick={() => router.refresh()}>
          Show my answer
        </Button>
      </div>
    );
  }

  const fieldId = `${id}-answer`;
  const describedBy = [`${fieldId}-count`, error || tooLong ? `${fieldId}-error` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {TEXT.answerLabel}
        </label>
        <textarea
          id={fieldId}
          name="answer"
          rows={4}
          value={answer}
          disabled={submission.busy || queuedKey !== null}
          aria-invalid={Boolean(error) || tooLong}
          aria-describedby={describedBy}
          onChange={(event) => {
            setAnswer(event.target.value);
            if (error) setError(undefined);
          }}
          className="w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm placeholder:text-muted"
        />
        <div className="flex flex-wrap items-start justify-between gap-2 text-xs">
          {error || tooLong ? (
            <p id={`${fieldId}-error`} role="alert" className="text-danger">
              {error ?? TEXT.answerTooLong}
            </p>
          ) : (
            <span />
          )}
          <p id={`${fieldId}-count`} className={tooLong ? "text-danger" : "text-muted"}>
            {count.toLocaleString("en-US")} / {QUESTION_ANSWER_MAX_LENGTH.toLocaleString("en-US")}
          </p>
        </div>
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={submission.busy || queuedKey !== null}>
        {submission.busy ? TEXT.sending : partnerName ? TEXT.send : TEXT.saveSolo}
      </Button>
      {queuedKey ? <QueuedNote id={queuedKey} onContinue={() => router.push("/dashboard")} /> : null}
    </form>
  );
}
