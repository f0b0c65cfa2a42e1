"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import type { CrisisCard } from "@/components/safety/crisis-support";
import { preloadCrisisCard } from "@/components/safety/lazy-crisis-card";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { addSpecialDateAction, deleteSpecialDateAction, updateSpecialDateAction } from "@/lib/actions/special-dates";
import type { SpecialDateView } from "@/lib/domain/special-dates";
import type { ActionResult } from "@/lib/actions/result";
import { draftErrors, updatePayload, type DraftErrors, type SpecialDateDraft } from "./form-state";
import { SpecialDateItem } from "./special-date-item";

/*
 * The Add, Edit and Delete dialogs with the date form (special-dates-dialogs.tsx) and Radix's Dialog stack are not in
 * Settings' first load: they are fetched once the page has hydrated and mounted on the first opening (issue #34,
 * decision 066).
 */
const loadDialogs = () => import("./special-dates-dialogs");
const SpecialDatesDialogs = clientOnly(retryingLoad(loadDialogs));

const MESSAGES = {
  add: { success: "Special date added", failure: "Failed to add special date" },
  update: { success: "Special date updated", failure: "Failed to update special date" },
  delete: { success: "Special date deleted", failure: "Failed to delete special date" },
} as const;

/** What a form shows after a save: the refused fields' messages, or null once it is done. */
const fieldErrors = (result: ActionResult<unknown>): DraftErrors | null =>
  result.ok ? null : draftErrors(result.error.fieldErrors);

/** A save whose words were screened (decision 080): the author's lines, and the held date until they answer. */
export interface Screened {
  id: string;
  draft: SpecialDateDraft;
  support: CrisisCard | null;
  held: boolean;
}

type Saved = ActionResult<{ id: string; support: CrisisCard | null; confirmShare: boolean }>;

/**
 * The Special Dates card (spec 3 §2): the list, the Add Date dialog, and Edit/Delete for the owner's dates. After a
 * save that was screened (decision 080) a dialog shows the author's help lines, and asks whether to share a date
 * marked shared that speaks of harm by a partner (saved private; "Share it" saves it again with the confirmation).
 */
export function SpecialDatesManager({ dates, partnerName }: { dates: SpecialDateView[]; partnerName: string }) {
  const router = useRouter();
  // A failure is a toast titled 'Error' with the spec's message (the server words a refusal so; a call that threw, e.g.
  // the network, gets the same words); a success shows its toast and reads the list again.
  const copy = (messages: { success: string; failure: string }) => ({
    unreached: { title: "Error", message: messages.failure },
    onSuccess: () => {
      toast.success(messages.success);
      router.refresh();
    },
  });
  const add = useAction((draft: SpecialDateDraft) => addSpecialDateAction(draft), copy(MESSAGES.add));
  const update = useAction(
    (id: string, draft: SpecialDateDraft) => updateSpecialDateAction(updatePayload(id, draft)),
    copy(MESSAGES.update),
  );
  const remove = useAction((id: string) => deleteSpecialDateAction({ id }), copy(MESSAGES.delete));
  const confirmShare = useAction(
    (id: string, draft: SpecialDateDraft) =>
      updateSpecialDateAction({ ...updatePayload(id, draft), confirmedShare: true }),
    copy(MESSAGES.update),
  );
  const [screened, setScreened] = useState<Screened | null>(null);

  /** The form's errors, or null once saved; a screened save opens its dialog. */
  function afterSave(result: Saved, draft: SpecialDateDraft): DraftErrors | null {
    const errors = fieldErrors(result);
    if (errors === null && result.ok && (result.data.support || result.data.confirmShare)) {
      setScreened({ id: result.data.id, draft, support: result.data.support, held: result.data.confirmShare });
    }
    return errors;
  }
  const [adding, setAddingState] = useState(false);
  // A fresh form per opening: a key that changes each time the Add dialog opens.
  const [addKey, setAddKey] = useState(0);
  const [editing, setEditingState] = useState<SpecialDateView | null>(null);
  const [deleting, setDeletingState] = useState<SpecialDateView | null>(null);
  // The dialogs mount on the first opening and stay (so closing hands focus back and animates as before).
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const opening =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (value) setDialogsMounted(true);
      set(value);
    };
  const setAdding = opening(setAddingState);
  const setEditing = opening(setEditingState);
  const setDeleting = opening(setDeletingState);
  useEffect(() => void loadDialogs().catch(() => undefined), []);
  const deleteBusy = remove.pending;

  async function confirmDelete() {
    if (!deleting) return;
    const result = await remove.run(deleting.id);
    if (result.ok) setDeleting(null);
  }

  return (
    <Card aria-labelledby="special-dates-title" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="special-dates-title">Special Dates</CardTitle>
          <p className="text-sm text-muted">Birthdays, anniversaries and the days that matter to you both.</p>
        </div>
        {/* Never squeezed onto two lines by the sentence beside it on a phone (issue #33): the text wraps instead. */}
        <Button
          type="button"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          onClick={() => {
            setAddKey((key) => key + 1);
            setAdding(true);
          }}
        >
          Add Date
        </Button>
      </div>

      {dates.length === 0 ? (
        <p className="text-sm text-muted">No special dates yet. Add a birthday or anniversary to get a reminder.</p>
      ) : (
        <ul className="space-y-3">
          {dates.map((date) => (
            <SpecialDateItem
              key={date.id}
              date={date}
              partnerName={partnerName}
              onEdit={() => setEditing(date)}
              onDelete={() => setDeleting(date)}
            />
          ))}
        </ul>
      )}

      {dialogsMounted ? (
        <SpecialDatesDialogs
          partnerName={partnerName}
          adding={adding}
          addKey={addKey}
          onAddingChange={setAdding}
          onAdd={async (draft) => {
            if (draft.notes.trim()) preloadCrisisCard();
            return afterSave(await add.run(draft), draft);
          }}
          editing={editing}
          onEditingChange={setEditing}
          onUpdate={async (id, draft) => {
            if (draft.notes.trim()) preloadCrisisCard();
            return afterSave(await update.run(id, draft), draft);
          }}
          deleting={deleting}
          onDeletingChange={setDeleting}
          deleteBusy={deleteBusy}
          onConfirmDelete={confirmDelete}
          screened={screened}
          shareBusy={confirmShare.pending}
          onScreenedClose={() => setScreened(null)}
          onKeep={() => setScreened(screened?.support ? { ...screened, held: false } : null)}
          onShare={async () => {
            if (!screened) return;
            const result = await confirmShare.run(screened.id, screened.draft);
            if (result.ok) setScreened(null);
          }}
        />
      ) : null}
    </Card>
  );
}
