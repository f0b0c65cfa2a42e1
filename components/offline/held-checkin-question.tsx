"use client";

import { useAction } from "@/components/forms/use-action";
import { ShareConfirmation } from "@/components/safety/share-confirmation";
import { toast } from "@/components/ui/toast";
import { shareHeldCheckinAction } from "@/lib/actions/entries";

/**
 * The online form's question for a check-in sent from the offline queue (issue #38 item 4, decision 080's update):
 * sharing would have sent it, but its note speaks of harm by a partner, so the server stored it private. Shown to its
 * author alone, on whatever page they are when it syncs, until they answer: "Keep it private" (first, focused) leaves
 * it private, "Share it" shares that very check-in as the form's button does. The partner is told nothing either way
 * unless it is shared.
 */
export function HeldCheckinQuestion({ checkinId, onDone }: { checkinId: string; onDone: () => void }) {
  const share = useAction(() => shareHeldCheckinAction({ checkinId }), {
    onSuccess: () => {
      onDone();
      toast.success("Check-in shared", { description: "Shared with your partner" });
    },
  });
  return (
    <div className="w-full rounded-2xl bg-white p-2 shadow-lg" data-testid="held-checkin-question">
      <p className="px-4 pt-2 text-sm font-semibold">Your check-in kept offline was saved.</p>
      <ShareConfirmation busy={share.pending} onKeep={onDone} onShare={() => void share.run()} />
    </div>
  );
}
