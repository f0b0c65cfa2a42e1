"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { SAVE_FAILED_MESSAGE, type SubmitWording } from "@/components/forms/submit-wording";
import { CHECKIN_NAVIGATION_DELAY_MS, CHECKIN_SUBMIT_TIMEOUT_MS } from "@/components/forms/timings";
import { useIdempotentSubmit } from "@/components/forms/use-idempotent-submit";
import { QueuedNote, saveOffline, usePreloadOfflineQueue } from "@/components/offline/save-offline";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { logPartnerCheckinAction } from "@/lib/actions/entries";
import { PARTNER_CHECKIN_FEELINGS, type PartnerCheckinFeeling } from "@/lib/domain/feelings";
import { CHECKIN_CONNECTION_LABELS, checkinConnectionLabel } from "@/lib/domain/labels";
import { GRATITUDE_NOTE_MAX_LENGTH } from "@/lib/domain/mood-entry";
import { ChoiceSelect, NoteField, Notice, ScaleSlider } from "./fields";
import { checkinSuggestion } from "./suggestion";

/*
 * The question about a held note (decision 080) is only ever shown after a save of a check-in with a note: its code
 * (the question, its words, the share action) is fetched as such a save starts, not with the page (issue #34).
 */
const loadHeldQuestion = () => import("./held-checkin-question");
const HeldCheckinQuestion = clientOnly(
  retryingLoad(() => loadHeldQuestion().then((module) => module.HeldCheckinQuestion)),
);

/** Spec 2 §8: 'Check-in submission timeout ...'; the rest of the sentence is ours, in the mood timeout's words. */
const WORDING: SubmitWording = {
  timeout: {
    title: "Check-in submission timeout",
    description: "The check-in submission is taking longer than expected. Please try again.",
  },
  failedDescription: SAVE_FAILED_MESSAGE,
};

/**
 * The partner check-in form (spec 2 §2.3, §5). Submittable once a feeling is chosen and nothing is in flight; the
 * server decides sharing from partner_sharing_enabled (the note below the form only says what it will do), and the
 * toast reports what it actually did. After a save: /dashboard after 1 s. Offline (decision 040) the check-in is kept
 * on this device under the same key and sent when the connection returns; the form locks as after a save but stays
 * (navigating needs the network), with a way on to the dashboard. When the note was screened (decision 080) the
 * author's help lines show here, and a note that sharing would have sent but that speaks of harm by a partner was
 * saved privately: the form asks whether to share it, "Keep it private" first.
 */
export function PartnerCheckinForm({
  partnerName,
  sharingEnabled,
  userId,
}: {
  partnerName: string;
  sharingEnabled: boolean;
  /** Who is writing: an entry queued offline is sent only while they are the one signed in. */
  userId: string;
}) {
  const router = useRouter();
  const [score, setScore] = useState(0);
  const [feeling, setFeeling] = useState<PartnerCheckinFeeling | "">("");
  const [note, setNote] = useState("");
  const [saved, setSaved] = useState(false);
  /** The idempotency key of the entry kept offline, once it is. */
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const submission = useIdempotentSubmit({ timeoutMs: CHECKIN_SUBMIT_TIMEOUT_MS, wording: WORDING });
  usePreloadOfflineQueue();
  const navigation = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [support, setSupport] = useState<CrisisCard | null>(null);
  /** The check-in saved privately while its author is asked whether to share it. */
  const [held, setHeld] = useState<string | null>(null);

  useEffect(() => () => clearTimeout(navigation.current ?? undefined), []);

  const canSubmit = !submission.busy && !saved && feeling !== "";
  const suggestion = checkinSuggestion(feeling || null, score, partnerName);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    if (note.trim()) {
      preloadCrisisCard();
      void loadHeldQuestion().catch(() => undefined);
    }
    // A changed answer is a new payload, so it gets a new idempotency key; a retry of the same answers does not.
    const outcome = await submission.submit(
      { connectionScore: score, feeling, gratitudeNote: note },
      logPartnerCheckinAction,
      (payload, key) => saveOffline({ kind: "partner-checkin", id: key, ownerId: userId, payload }),
    );
    if (outcome.status === "queued") {
      setSaved(true);
      setQueuedKey(outcome.key);
      return;
    }
    if (outcome.status !== "saved") return;
    setSaved(true);
    toast.success("Check-in saved!", {
      description: outcome.data.shared ? "Shared with your partner" : "Check-in saved privately",
    });
    if (outcome.data.support) setSupport(outcome.data.support);
    if (outcome.data.confirmShare) setHeld(outcome.data.checkinId);
    // Help and the question wait for the author; nothing moves them on.
    if (outcome.data.support || outcome.data.confirmShare) return;
    navigation.current = setTimeout(() => router.push("/dashboard"), CHECKIN_NAVIGATION_DELAY_MS);
  }

  const locked = submission.busy || saved;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Check in with {partnerName}</h1>
        <p className="mt-1 text-sm text-muted">How are things between you today?</p>
      </div>
      <div className="space-y-3">
        <Notice title="Counts toward your Relationship Health Score">
          Partner check-ins feed the connection part of your score, so regular check-ins keep it accurate.
        </Notice>
        <Notice tone="calm" title="This is a safe space">
          There are no wrong answers. Be honest about how you feel: honest check-ins are what help you both grow.
        </Notice>
      </div>
      <Card>
        <form onSubmit={submit} className="space-y-6" aria-label={`Check in with ${partnerName}`}>
          <ScaleSlider
            id="connection-score"
            label={`How connected do you feel to ${partnerName}?`}
            value={score}
            valueText={checkinConnectionLabel(score)}
            minLabel={CHECKIN_CONNECTION_LABELS[-3]}
            maxLabel={CHECKIN_CONNECTION_LABELS[3]}
            onValueChange={setScore}
            disabled={locked}
          />
          <ChoiceSelect
            id="partner-feeling"
            label="Primary feeling"
            placeholder="Choose a feeling"
            hint={`The word that best describes how you feel about ${partnerName} right now.`}
            options={PARTNER_CHECKIN_FEELINGS}
            value={feeling}
            onValueChange={setFeeling}
            disabled={locked}
          />
          <NoteField
            id="gratitude-note"
            label="Gratitude note (optional)"
            placeholder={`Something you appreciate about ${partnerName}...`}
            value={note}
            maxLength={GRATITUDE_NOTE_MAX_LENGTH}
            onValueChange={setNote}
            disabled={locked}
          />
          <section aria-labelledby="checkin-suggestion" className="rounded-xl bg-brand-50 px-4 py-3 text-sm">
            <h2 id="checkin-suggestion" className="font-semibold">
              Suggestion: {suggestion.title}
            </h2>
            <p className="mt-0.5">{suggestion.text}</p>
          </section>
          <p className="text-xs text-muted" data-testid="sharing-note">
            {sharingEnabled
              ? `${partnerName} will be able to see this check-in (partner sharing is on).`
              : `This check-in will be saved privately (partner sharing is off).`}{" "}
            <Link href="/settings" className="font-semibold text-brand-700 hover:underline">
              Change in Settings
            </Link>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
            {submission.busy ? "Saving..." : `Log Check-In with ${partnerName}`}
          </Button>
          {queuedKey ? <QueuedNote id={queuedKey} onContinue={() => router.push("/dashboard")} /> : null}
        </form>
      </Card>
      {held ? (
        <HeldCheckinQuestion
          checkinId={held}
          onDone={() => {
            setHeld(null);
            if (!support) router.push("/dashboard");
          }}
        />
      ) : null}
      {support ? (
        <div className="space-y-3">
          <CrisisSupportCard card={support} as="h2" />
          {held ? null : (
            <Button type="button" variant="outline" className="w-full" onClick={() => router.push("/dashboard")}>
              Continue to dashboard
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
