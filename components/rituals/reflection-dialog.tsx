"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { reflectOnRitualAction } from "@/lib/actions/rituals";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { RITUAL_REFLECTION_MAX_LENGTH } from "@/lib/validation/rituals";
import { useAction } from "@/components/forms/use-action";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { CrisisSupportCard, preloadCrisisCard } from "@/components/safety/lazy-crisis-card";

/**
 * The reflection after a completion (spec 3 §2, §4): 'How was "{ritual}"?', a yes/no that Save needs, optional text
 * about the moment wanted next time; Skip closes without saving. Its own chunk, fetched by RitualsScreen when a
 * ritual is completed. When the words were screened (decision 080) the dialog stays open with the author's help
 * lines in place of the form.
 */
export default function ReflectionDialog({
  ritual,
  onClose,
}: {
  ritual: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const id = useId();
  const [liked, setLiked] = useState<boolean | null>(null);
  const [text, setText] = useState("");
  const [support, setSupport] = useState<CrisisCard | null>(null);
  const reflect = useAction(
    (ritualId: string, answer: boolean, responseText: string) =>
      reflectOnRitualAction({ ritualId, liked: answer, responseText }),
    { onSuccess: (data) => (data.support ? setSupport(data.support) : close()) },
  );
  const saving = reflect.pending;

  function close() {
    setLiked(null);
    setText("");
    setSupport(null);
    onClose();
  }

  function save() {
    if (!ritual || liked === null || saving) return;
    if (text.trim()) preloadCrisisCard();
    void reflect.run(ritual.id, liked, text);
  }

  return (
    <Dialog open={ritual !== null} onOpenChange={(open) => !open && !saving && close()}>
      {ritual && support ? (
        <DialogContent title={RITUALS_TEXT.reflectionTitle(ritual.title)}>
          <CrisisSupportCard card={support} as="h3" />
          <div className="mt-4 flex justify-end">
            <Button onClick={close}>Close</Button>
          </div>
        </DialogContent>
      ) : ritual ? (
        <DialogContent title={RITUALS_TEXT.reflectionTitle(ritual.title)}>
          <fieldset>
            <legend className="text-sm font-medium">{RITUALS_TEXT.reflectionQuestion}</legend>
            <div className="mt-2 flex gap-2" role="radiogroup" aria-label={RITUALS_TEXT.reflectionQuestion}>
              {(
                [
                  [true, RITUALS_TEXT.helped],
                  [false, RITUALS_TEXT.notReally],
                ] as const
              ).map(([value, label]) => (
                <Button
                  key={label}
                  type="button"
                  role="radio"
                  aria-checked={liked === value}
                  variant={liked === value ? "primary" : "outline"}
                  onClick={() => setLiked(value)}
                >
                  {label}
                </Button>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${id}-text`} className="mt-4 block text-sm font-medium">
            What kind of moment would you like next time? (Optional)
          </label>
          <textarea
            id={`${id}-text`}
            rows={3}
            value={text}
            maxLength={RITUAL_REFLECTION_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 w-full rounded-lg border border-brand-100 px-3 py-2 text-sm"
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={saving}>
              {RITUALS_TEXT.skip}
            </Button>
            <Button onClick={() => void save()} disabled={liked === null || saving}>
              {saving ? RITUALS_TEXT.saving : RITUALS_TEXT.saveReflection}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
