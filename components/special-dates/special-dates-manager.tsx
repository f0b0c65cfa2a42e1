"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { addSpecialDateAction, deleteSpecialDateAction, updateSpecialDateAction } from "@/lib/actions/special-dates";
import type { SpecialDateView } from "@/lib/domain/special-dates";
import type { ActionResult } from "@/lib/actions/result";
import { draftErrors, draftFrom, newDraft, updatePayload, type DraftErrors, type SpecialDateDraft } from "./form-state";
import { SpecialDateForm } from "./special-date-form";
import { SpecialDateItem } from "./special-date-item";

const MESSAGES = {
  add: { success: "Special date added", failure: "Failed to add special date" },
  update: { success: "Special date updated", failure: "Failed to update special date" },
  delete: { success: "Special date deleted", failure: "Failed to delete special date" },
} as const;

/** What a form shows after a save: the refused fields' messages, or null once it is done. */
const fieldErrors = (result: ActionResult<unknown>): DraftErrors | null =>
  result.ok ? null : draftErrors(result.error.fieldErrors);

/** The Special Dates card (spec 3 §2): the list, the Add Date dialog, and Edit/Delete for the owner's dates. */
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
  const [adding, setAdding] = useState(false);
  // A fresh form per opening: a key that changes each time the Add dialog opens.
  const [addKey, setAddKey] = useState(0);
  const [editing, setEditing] = useState<SpecialDateView | null>(null);
  const [deleting, setDeleting] = useState<SpecialDateView | null>(null);
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

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Special Date" description="We'll remind you before it comes around.">
          <SpecialDateForm
            key={addKey}
            idPrefix="add-special-date"
            initial={newDraft()}
            typeLocked={false}
            partnerName={partnerName}
            submitLabel="Add Date"
            busyLabel="Adding..."
            onSubmit={async (draft) => {
              const errors = fieldErrors(await add.run(draft));
              if (errors === null) setAdding(false);
              return errors;
            }}
          />
        </DialogContent>
      </Dialog>

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title="Edit Special Date" description="Saving reschedules its reminders.">
            <SpecialDateForm
              key={editing.id}
              idPrefix="edit-special-date"
              initial={draftFrom(editing)}
              typeLocked
              partnerName={partnerName}
              submitLabel="Save Changes"
              busyLabel="Saving..."
              onSubmit={async (draft) => {
                const errors = fieldErrors(await update.run(editing.id, draft));
                if (errors === null) setEditing(null);
                return errors;
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(open) => (open || deleteBusy ? undefined : setDeleting(null))}>
        {deleting ? (
          <DialogContent
            title="Delete special date?"
            description={`"${deleting.title}" and its reminders will be removed. This can't be undone.`}
          >
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={deleteBusy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="button" variant="destructive" disabled={deleteBusy} onClick={confirmDelete}>
                {deleteBusy ? "Deleting..." : "Delete"}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
