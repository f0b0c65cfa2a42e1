"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useAction } from "@/components/forms/use-action";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { reactToAnswerAction } from "@/lib/actions/questions";
import { QUESTION_REPLY_MAX_LENGTH, QUESTION_TEXT as TEXT } from "@/lib/domain/questions/answers";

/**
 * A short reply to the partner's answer (issue #37): one per question, a new one replaces it. Screened like a coach
 * message; the help lines, on a match, are shown here to its author alone.
 */
export function ReplyForm({ day, partnerName, current }: { day: string; partnerName: string; current: string | null }) {
  const id = useId();
  const router = useRouter();
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [support, setSupport] = useState<CrisisCard | null>(null);
  const sendReply = useAction((text: string) => reactToAnswerAction({ kind: "reply", day, reply: text }), {
    onFailure: (failure) => setError(failure.fieldErrors?.reply?.[0]),
    onSuccess: (sent) => {
      setError(undefined);
      setReply("");
      toast.success(`Reply sent to ${partnerName}`);
      if (sent.support) setSupport(sent.support);
      router.refresh();
    },
  });
  const busy = sendReply.pending;

  function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const count = [...reply.trim()].length;
    if (count === 0 || count > QUESTION_REPLY_MAX_LENGTH) {
      setError(count === 0 ? TEXT.replyRequired : TEXT.replyTooLong);
      return;
    }
    // The help lines' code (about 4 kB) comes with the first reply sent, not with the page (issue #34).
    preloadCrisisCard();
    void sendReply.run(reply);
  }

  return (
    <div className="space-y-3">
      {support ? <CrisisSupportCard card={support} as="h3" /> : null}
      <form onSubmit={send} noValidate className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${id}-reply`}
            label={current ? "Change your reply" : TEXT.replyLabel}
            value={reply}
            maxLength={QUESTION_REPLY_MAX_LENGTH * 2}
            autoComplete="off"
            error={error}
            onValueChange={(value) => {
              setReply(value);
              if (error) setError(undefined);
            }}
          />
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          Reply
        </Button>
      </form>
    </div>
  );
}
