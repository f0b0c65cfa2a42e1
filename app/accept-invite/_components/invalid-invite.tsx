import Link from "next/link";
import { AuthScreen } from "@/components/shell/auth-layout";
import { Button } from "@/components/ui/button";

/** Spec 1 §2 "Invite acceptance", invalid view. `reason` defaults to the spec's fallback text. */
export function InvalidInvite({
  reason = "This invitation link is invalid, expired, or has already been used.",
}: {
  reason?: string;
}) {
  return (
    <AuthScreen title="Invitation not valid">
      <div role="alert" className="space-y-2">
        <p>{reason}</p>
        <p className="text-sm text-muted">Please ask your partner to send a new invitation.</p>
      </div>
      <Button asChild className="mt-6 w-full">
        <Link href="/">Go Home</Link>
      </Button>
    </AuthScreen>
  );
}
