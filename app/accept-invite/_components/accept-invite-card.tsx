"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { acceptPartnerInvitationAction, declinePartnerInvitationAction } from "@/lib/actions/partner";
import { AUTH_REDIRECT_KEY, INVITE_TOKEN_KEY } from "@/lib/validation/invite-token-values";

/** Spec 1 §9: redirect to /settings 2 s after accepting. */
const REDIRECT_AFTER_ACCEPT_MS = 2_000;

const BENEFITS = [
  "Share how you feel with daily mood check-ins",
  "Set goals and build rituals together",
  "Get personal insights into your relationship",
];

function forgetInvite() {
  try {
    localStorage.removeItem(INVITE_TOKEN_KEY);
    localStorage.removeItem(AUTH_REDIRECT_KEY);
  } catch {
    // Storage may be unavailable; nothing was kept then.
  }
}

/** Spec 1 §2 valid and accepted views, plus Decline (decision 019). */
export function AcceptInviteCard({ token, inviterName }: { token: string; inviterName: string }) {
  const router = useRouter();
  const [state, setState] = useState<"valid" | "accepted" | "declined">("valid");
  const acceptInvitation = useAction(() => acceptPartnerInvitationAction({ token }), {
    onSuccess: ({ partnerName }) => {
      forgetInvite();
      toast.success("Partnership Accepted!", { description: `You are now connected with ${partnerName}.` });
      setState("accepted");
    },
  });
  const declineInvitation = useAction(() => declinePartnerInvitationAction({ token }), {
    onSuccess: () => {
      forgetInvite();
      toast.success("Invitation declined");
      setState("declined");
    },
  });
  const pending = acceptInvitation.pending || declineInvitation.pending;

  useEffect(() => {
    if (state !== "accepted") return;
    const timer = setTimeout(() => router.replace("/sharing"), REDIRECT_AFTER_ACCEPT_MS);
    return () => clearTimeout(timer);
  }, [state, router]);

  const accept = () => void acceptInvitation.run();
  const decline = () => void declineInvitation.run();

  if (state === "accepted") {
    return (
      <Card className="mx-auto max-w-md text-center">
        <h2 className="text-xl font-semibold">Partnership Accepted!</h2>
        <p role="status" className="mt-2 text-sm text-muted">
          You and {inviterName} are now connected. Taking you to choose what you share...
        </p>
      </Card>
    );
  }

  if (state === "declined") {
    return (
      <Card className="mx-auto max-w-md text-center">
        <h2 className="text-xl font-semibold">Invitation declined</h2>
        <p className="mt-2 text-sm text-muted">{inviterName} can send you a new invitation at any time.</p>
        <Button className="mt-6" onClick={() => router.replace("/dashboard")}>
          Go to Dashboard
        </Button>
      </Card>
    );
  }

  return (
    <Card className="mx-auto max-w-md">
      <h2 className="text-xl font-semibold">You&apos;re invited!</h2>
      <p className="mt-2">
        <span className="font-semibold">{inviterName}</span> has invited you to connect as partners.
      </p>
      <ul className="mt-4 space-y-2 text-sm">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true">✓</span>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm font-medium">
        No payment required! Your partner&apos;s subscription covers both of you.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button className="flex-1" onClick={accept} disabled={pending}>
          {acceptInvitation.pending ? "Accepting..." : "Accept Invitation"}
        </Button>
        <Button variant="outline" className="flex-1" onClick={decline} disabled={pending}>
          {declineInvitation.pending ? "Declining..." : "Decline"}
        </Button>
      </div>
    </Card>
  );
}
