"use client";

import { CrisisSupportCard } from "@/components/safety/lazy-crisis-card";
import { ShareConfirmation } from "@/components/safety/share-confirmation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import type { SpecialDateView } from "@/lib/domain/special-dates";
import { draftFrom, newDraft, type DraftErrors, type SpecialDateDraft } from "./form-state";
import { SpecialDateForm } from "./special-date-form";
import type { Screened } from "./special-dates-manager";

/**
 * The Special Dates card's Add, Edit and Delete dialogs (spec 3 §2), in a chunk of their own that the card fetches
 * once Settings has hydrated (special-dates-manager.tsx, decision 066). The card keeps the state and the actions; a
 * save resolves with the refused fields' messages, or null once it is done.
 */
export default function SpecialDatesDialogs({
  partnerName,
  adding,
  addKey,
  onAddingChange,
  onAdd,
  editing,
  onEditingChange,
  onUpdate,
  deleting,
  onDeletingChange,
  deleteBusy,
  onConfirmDelete,
  screened,
  shareBusy,
  onScreenedClose,
  onKeep,
  onShare,
}: {
  partnerName: string;
  adding: boolean;
  /** A fresh form per opening: changes each time the Add dialog opens. */
  addKey: number;
  onAddingChange: (open: boolean) => void;
  onAdd: (draft: SpecialDateDraft) => Promise<DraftErrors | null>;
  editing: SpecialDateView | null;
  onEditingChange: (date: SpecialDateView | null) => void;
  onUpdate: (id: string, draft: SpecialDateDraft) => Promise<DraftErrors | null>;
  deleting: SpecialDateView | null;
  onDeletingChange: (date: SpecialDateView | null) => void;
  deleteBusy: boolean;
  onConfirmDelete: () => void;
  /** A save whose words were screened (decision 080): the author's lines, and whether a shared date is held. */
  screened: Screened | null;
  shareBusy: boolean;
  onScreenedClose: () => void;
  onKeep: () => void;
  onShare: () => Promise<void>;
}) {
  return (
    <>
      <Dialog open={adding} onOpenChange={onAddingChange}>
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
              const errors = await onAdd(draft);
              if (errors === null) onAddingChange(false);
              return errors;
            }}
          />
        </DialogContent>
      </Dialog>

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onEditingChange(null))}>
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
                const errors = await onUpdate(editing.id, draft);
                if (errors === null) onEditingChange(null);
                return errors;
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>

      <Dialog open={screened !== null} onOpenChange={(open) => (open || shareBusy ? undefined : onScreenedClose())}>
        {screened ? (
          <DialogContent title={screened.held ? "Saved privately" : "Saved"}>
            <div className="space-y-4">
              {screened.held ? <ShareConfirmation busy={shareBusy} onKeep={onKeep} onShare={onShare} /> : null}
              {screened.support ? <CrisisSupportCard card={screened.support} as="h3" /> : null}
              {screened.held ? null : (
                <DialogClose asChild>
                  <Button type="button" className="w-full">
                    Close
                  </Button>
                </DialogClose>
              )}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open || deleteBusy ? undefined : onDeletingChange(null))}
      >
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
              <Button type="button" variant="destructive" disabled={deleteBusy} onClick={onConfirmDelete}>
                {deleteBusy ? "Deleting..." : "Delete"}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
