import { Link } from "@/components/ui/link";
import { AuthScreen } from "@/components/shell/auth-layout";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { INVITE_MESSAGES } from "@/lib/domain/invitations";
import { inviteSignInPath } from "@/lib/validation/invite-token-values";
import { SignOutButton } from "@/components/shell/sign-out-button";

function InvalidBody({ reason, switchAccountToken }: { reason: string; switchAccountToken?: string }) {
  return (
    <>
      <div role="alert" className="space-y-2">
        <p>{reason}</p>
        <p className="text-sm text-muted">
          {switchAccountToken ? INVITE_MESSAGES.wrongAccountHint : INVITE_MESSAGES.askAgain}
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-2">
        {switchAccountToken ? (
          // Signed in as someone else: out, then back to the sign-in screen with the invitation kept (decision 027).
          <SignOutButton
            redirectTo={inviteSignInPath(switchAccountToken)}
            label="Sign out and use another account"
            variant="primary"
            size="md"
            className="w-full"
          />
        ) : null}
        <Button asChild variant={switchAccountToken ? "outline" : "primary"} className="w-full">
          <Link href="/">Go Home</Link>
        </Button>
      </div>
    </>
  );
}

/**
 * Spec 1 §2 "Invite acceptance", invalid view for a signed-out visitor. `reason` defaults to the spec's fallback;
 * `title` is spec 1 §8's when the lookup failed ('Database Error').
 */
export function InvalidInvite({ reason = INVITE_MESSAGES.fallback, title }: { reason?: string; title?: string }) {
  return (
    <AuthScreen title={title ?? "Invitation not valid"}>
      <InvalidBody reason={reason} />
    </AuthScreen>
  );
}

/**
 * The same view inside the signed-in shell; "Already Connected" gets its own title (spec 1 §8). With
 * `switchAccountToken` (an email invitation opened in the wrong account, decision 027) it offers signing out and in
 * with another account instead of asking for a new invitation.
 */
export function InvalidInviteCard({
  reason,
  title,
  switchAccountToken,
}: {
  reason: string;
  title?: string;
  switchAccountToken?: string;
}) {
  return (
    <Card className="mx-auto max-w-md">
      <h2 className="mb-4 text-xl font-semibold">{title ?? "Invitation not valid"}</h2>
      <InvalidBody reason={reason} switchAccountToken={switchAccountToken} />
    </Card>
  );
}
