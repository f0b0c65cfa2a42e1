"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { SAVE_FAILED_MESSAGE, type SubmitWording } from "@/components/forms/submit-wording";
import { CHECKIN_SUBMIT_TIMEOUT_MS } from "@/components/forms/timings";
import { useIdempotentSubmit } from "@/components/forms/use-idempotent-submit";
import { saveOffline, usePreloadOfflineQueue } from "@/components/offline/save-offline";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { logPersonalCheckinAction } from "@/lib/actions/entries";
import { PERSONAL_CHECKIN_EMOTIONS, type PersonalCheckinEmotion } from "@/lib/domain/feelings";
import { checkinEmoji, moodStatus, MOOD_SLIDER_LABELS, type CheckinEmojiName } from "@/lib/domain/labels";
import { GRATITUDE_NOTE_MAX_LENGTH } from "@/lib/domain/mood-entry";
import { ChoiceSelect, NoteField, Notice, ScaleSlider } from "./fields";

const WORDING: SubmitWording = {
  timeout: {
    title: "Emotional check-in timeout",
    description: "The submission is taking longer than expected. Please try again.",
  },
  failedDescription: SAVE_FAILED_MESSAGE,
};

/** Spoken names of the check-in emoji, so the face is not only visual. */
const EMOJI_NAMES: Record<CheckinEmojiName, string> = {
  very_happy: "Very happy face",
  happy: "Happy face",
  neutral: "Neutral face",
  sad: "Sad face",
  crying: "Crying face",
};

/**
 * The personal emotional check-in (spec 2 §2.2, §5): private, outside the Relationship Health Score. A primary
 * emotion is required (the button stays disabled and submitting does nothing without one); after a save the form
 * resets to slider 0, no emotion and an empty note, ready for the next check-in. Offline (decision 040) the check-in is
 * kept on this device under the same idempotency key and sent when the connection returns; the form resets the same.
 */
export function PersonalCheckinForm({ userId }: { userId: string }) {
  const [score, setScore] = useState(0);
  const [emotion, setEmotion] = useState<PersonalCheckinEmotion | "">("");
  const [note, setNote] = useState("");
  const [support, setSupport] = useState<CrisisCard | null>(null);
  const submission = useIdempotentSubmit({ timeoutMs: CHECKIN_SUBMIT_TIMEOUT_MS, wording: WORDING });
  usePreloadOfflineQueue();

  const canSubmit = !submission.busy && emotion !== "";
  const face = checkinEmoji(score);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    if (note.trim()) preloadCrisisCard();
    setSupport(null);
    const outcome = await submission.submit(
      { moodScore: score, emotion, gratitudeNote: note },
      logPersonalCheckinAction,
      (payload, key) => saveOffline({ kind: "personal-checkin", id: key, ownerId: userId, payload }),
    );
    if (outcome.status === "saved") {
      toast.success("Personal check-in saved!");
      // The note was screened (decision 080): the lines for the author, here and nowhere else.
      setSupport(outcome.data.support);
    }
    // Queued: saveOffline said so ('Saved offline'); the form resets as after a save.
    else if (outcome.status !== "queued") return;
    setScore(0);
    setEmotion("");
    setNote("");
  }

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Personal Emotional Check-in</h1>
        <p className="mt-1 text-sm text-muted">A private moment to notice how you are feeling.</p>
      </div>
      <Notice title="Just for you">
        This personal check-in does not affect your Relationship Health Score, and it is not shared with your partner.
      </Notice>
      <Card>
        <form onSubmit={submit} className="space-y-6" aria-label="Personal emotional check-in">
          <div className="flex justify-center">
            <span role="img" aria-label={EMOJI_NAMES[face.name]} className="text-6xl leading-none">
              {face.emoji}
            </span>
          </div>
          <ScaleSlider
            id="mood-score"
            label="How are you feeling?"
            value={score}
            valueText={moodStatus(score).label}
            minLabel={MOOD_SLIDER_LABELS.min}
            maxLabel={MOOD_SLIDER_LABELS.max}
            onValueChange={setScore}
            disabled={submission.busy}
          />
          <ChoiceSelect
            id="primary-emotion"
            label="Primary emotion"
            placeholder="Choose an emotion"
            hint="Required: the emotion that stands out most right now."
            options={PERSONAL_CHECKIN_EMOTIONS}
            value={emotion}
            onValueChange={setEmotion}
            disabled={submission.busy}
          />
          <NoteField
            id="personal-gratitude-note"
            label="Gratitude note (optional)"
            placeholder="What are you grateful for today?"
            value={note}
            maxLength={GRATITUDE_NOTE_MAX_LENGTH}
            onValueChange={setNote}
            disabled={submission.busy}
          />
          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
            {submission.busy ? "Saving..." : "Save Check-In"}
          </Button>
        </form>
      </Card>
      {support ? <CrisisSupportCard card={support} as="h2" /> : null}
    </div>
  );
}
