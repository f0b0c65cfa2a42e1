"use client";

import { useEffect, useRef, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { reflectOnMoodAction } from "@/lib/actions/entries";
import { MOOD_REFLECTION_MAX_LENGTH, MOOD_REFLECTION_TEXT as TEXT } from "@/lib/domain/mood-reflection";

/**
 * The one reflection question after a mood is logged (Mood reflection on, decision 061). Skip goes on at once; an
 * answer is kept with the mood. An answer that speaks of a crisis brings the help lines, to its author alone, and the
 * page stays until they move on. Rendered inside the mood form, so its buttons are type="button" and never submit it.
 */
export function MoodReflection({ moodId, prompt, onDone }: { moodId: string; prompt: string; onDone: () => void }) {
  const [reflection, setReflection] = useState("");
  const [support, setSupport] = useState<CrisisCard | null>(null);
  const reflect = useAction((answer: string) => reflectOnMoodAction({ moodId, reflection: answer }), {
    onSuccess: (saved) => {
      toast.success(TEXT.saved);
      if (saved.support) setSupport(saved.support);
      else onDone();
    },
  });
  const saving = reflect.pending;
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const supportRef = useRef<HTMLDivElement>(null);

  // Focus moves to the question when it appears (the whole card brought to the middle of the screen, so the phone's
  // bottom navigation does not cover its buttons), and to the help lines when they do.
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: "center" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => supportRef.current?.focus(), [support]);

  function save() {
    if (saving || reflection.trim().length === 0) return;
    preloadCrisisCard();
    void reflect.run(reflection);
  }

  if (support) {
    return (
      <div ref={supportRef} tabIndex={-1} className="space-y-3 outline-none">
        <CrisisSupportCard card={support} as="h2" />
        <Button type="button" variant="outline" className="w-full" onClick={onDone}>
          Continue to dashboard
        </Button>
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby="reflection-title"
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <p className="text-sm font-medium text-brand-700">{TEXT.title}</p>
      <h2 id="reflection-title" ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-semibold outline-none">
        {prompt}
      </h2>
      <p className="mt-1 text-sm text-muted">{TEXT.intro}</p>
      <label htmlFor="mood-reflection" className="sr-only">
        {TEXT.label}
      </label>
      <textarea
        id="mood-reflection"
        value={reflection}
        disabled={saving}
        maxLength={MOOD_REFLECTION_MAX_LENGTH}
        rows={3}
        onChange={(event) => setReflection(event.target.value)}
        className="mt-3 w-full rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm placeholder:text-muted"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" disabled={saving || reflection.trim().length === 0} onClick={save}>
          {saving ? TEXT.saving : TEXT.save}
        </Button>
        <Button type="button" variant="ghost" disabled={saving} onClick={onDone}>
          {TEXT.skip}
        </Button>
      </div>
    </section>
  );
}
