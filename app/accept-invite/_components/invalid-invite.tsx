import Link from "next/link";
import { AuthScreen } from "@/components/shell/auth-layout";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { INVITE_MESSAGES } from "@/lib/domain/invitations";

function InvalidBody({ reason }: { reason: string }) {
  return (
    <>
      <div role="alert" className="space-y-2">
        <p>{reason}</p>
        <p className="text-sm text-muted">{INVITE_MESSAGES.askAgain}</p>
      </div>
      <Button asChild className="mt-6 w-full">
        <Link href="/">Go Home</Link>
      </Button>
    </>
  );
}

/** Spec 1 §2 "Invite acceptance", invalid view for a signed-out visitor. `reason` defaults to the spec's fallback. */
export function InvalidInvite({ reason = INVITE_MESSAGES.fallback }: { reason?: string }) {
  return (
    <AuthScreen title="Invitation not valid">
      <InvalidBody reason={reason} />
    </AuthScreen>
  );
}

/** The same view inside the signed-in shell; "Already Connected" gets its own title (spec 1 §8). */
export function InvalidInviteCard({ reason, title }: { reason: string; title?: string }) {
  return (
    <Card className="mx-auto max-w-md">
      <h2 className="mb-4 text-xl font-semibold">{title ?? "Invitation not valid"}</h2>
      <InvalidBody reason={reason} />
    </Card>
  );
}
