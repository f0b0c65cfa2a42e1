"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/forms/use-action";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { sendPartnerReactionAction } from "@/lib/actions/partner-reactions";
import {
  PARTNER_REACTION_KINDS,
  REACTION_LABELS,
  REACTION_NOTE_MAX,
  type PartnerReactionKind,
} from "@/lib/domain/partner-reactions";

/**
 * One-tap responses and a short note to the partner (issue #33). Each reaches them live and as a notice; the list of
 * responses below is the server's, read again after sending (router.refresh), so what shows is what was stored. A
 * note is screened (decision 080): the help lines show to its author here, below the form.
 */
export function ReactionComposer({ partnerName }: { partnerName: string }) {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState<PartnerReactionKind | "note" | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [support, setSupport] = useState<CrisisCard | null>(null);

  const sendReaction = useAction(
    (kind: PartnerReactionKind | null, text: string | null) => sendPartnerReactionAction({ kind, note: text }),
    {
      onFailure: (failure) => setError(failure.fieldErrors?.note?.[0]),
      onSuccess: ({ sent, support: lines }, _kind, text) => {
        setError(undefined);
        if (text) setSupport(lines);
        if (text) setNote("");
        // A repeat of the same tap within a few minutes was already told: say so instead of pretending to send it again.
        toast.success(sent ? `Sent to ${partnerName}` : `${partnerName} already has that one`);
        router.refresh();
      },
    },
  );

  async function send(kind: PartnerReactionKind | null, text: string | null) {
    setBusy(kind ?? "note");
    await sendReaction.run(kind, text);
    setBusy(null);
  }

  function submitNote(event: FormEvent) {
    event.preventDefault();
    if (busy || note.trim() === "") return;
    preloadCrisisCard();
    void send(null, note);
  }

  return (
    <div>
      <div role="group" aria-label={`Respond to ${partnerName}`} className="flex flex-wrap gap-2">
        {PARTNER_REACTION_KINDS.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            disabled={busy !== null}
            aria-busy={busy === kind}
            onClick={() => void send(kind, null)}
          >
            {REACTION_LABELS[kind]}
          </Button>
        ))}
      </div>
      <form onSubmit={submitNote} noValidate className="mt-4 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${id}-note`}
            label="Or a short note"
            value={note}
            maxLength={REACTION_NOTE_MAX}
            autoComplete="off"
            error={error}
            onValueChange={setNote}
          />
        </div>
        <Button type="submit" disabled={busy !== null || note.trim() === ""} aria-busy={busy === "note"}>
          Send
        </Button>
      </form>
      {support ? (
        <div className="mt-4">
          <CrisisSupportCard card={support} as="h3" />
        </div>
      ) : null}
    </div>
  );
}
