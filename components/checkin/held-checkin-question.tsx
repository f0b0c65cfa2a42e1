"use client";

import { useAction } from "@/components/forms/use-action";
import { ShareConfirmation } from "@/components/safety/share-confirmation";
import { toast } from "@/components/ui/toast";
import { shareHeldCheckinAction } from "@/lib/actions/entries";

/**
 * The question asked after a partner check-in whose shared note the screen held back (decision 080): "Keep it
 * private" (first, focused) leaves it private, "Share it" shares that very check-in. Either way `onDone` moves on.
 * The check-in form asks it after its save, the offline queue after it sent one kept offline (offline-sync-runner).
 * Its own chunk (issue #34): the question, its words and the share action's code are fetched as a check-in with a
 * note is sent, not with the page.
 */
export function HeldCheckinQuestion({ checkinId, onDone }: { checkinId: string; onDone: () => void }) {
  const share = useAction(() => shareHeldCheckinAction({ checkinId }), {
    onSuccess: () => {
      toast.success("Check-in shared", { description: "Shared with your partner" });
      onDone();
    },
  });
  return <ShareConfirmation busy={share.pending} onKeep={onDone} onShare={() => void share.run()} />;
}
