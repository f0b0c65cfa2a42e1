"use client";

import { useRouter } from "next/navigation";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { cancelPartnerInvitationAction } from "@/lib/actions/partner";

/** Spec 3 §2 pending state: who was invited, how, and Cancel (which deletes the link). */
export function PendingInvitation({
  recipients,
  sentOn,
  expiresOn,
  expired,
}: {
  /** e.g. ["sam@example.com", "+1 415 555 2671"] */
  recipients: string[];
  sentOn: string;
  expiresOn: string;
  expired: boolean;
}) {
  const router = useRouter();
  const cancelInvitation = useAction(() => cancelPartnerInvitationAction(), {
    onSuccess: () => {
      toast.success("Invitation cancelled");
      router.refresh();
    },
  });
  const pending = cancelInvitation.pending;

  const cancel = () => void cancelInvitation.run();

  return (
    <div className="space-y-3">
      <p className="font-medium">
        {expired ? "Your invitation has expired" : "Invitation sent — waiting for your partner"}
      </p>
      <p className="text-sm text-muted">
        Invited: <span className="font-medium text-ink">{recipients.join(" · ")}</span>
      </p>
      <p className="text-xs text-muted">
        Sent {sentOn}. {expired ? `Expired ${expiresOn}.` : `The link works until ${expiresOn}.`}
      </p>
      <Button variant="outline" onClick={cancel} disabled={pending}>
        {pending ? "Cancelling..." : expired ? "Remove and invite again" : "Cancel Invitation"}
      </Button>
    </div>
  );
}
