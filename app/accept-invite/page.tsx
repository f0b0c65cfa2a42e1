import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { clientIp } from "@/lib/auth/client-ip";
import { currentUser } from "@/lib/auth/guards";
import { checkInvitationForVisitor, loadInvitation } from "@/lib/services/partners/load-invitation";
import { inviteSignInPath, parseInviteToken } from "@/lib/validation/invite-token";
import { AcceptInviteCard } from "./_components/accept-invite-card";
import { InvalidInvite, InvalidInviteCard } from "./_components/invalid-invite";

export const metadata: Metadata = { title: "Partner Invitation" };
// Validity depends on the viewer and on the moment: never cached.
export const dynamic = "force-dynamic";

/**
 * Public route (spec 1 §2 "Invite acceptance"). No (or a malformed) token shows the invalid view; a signed-out
 * visitor is told at once when the link is dead (unknown, used or expired: issue #35), and otherwise signs in first
 * (the sign-in screen keeps the token and comes back here); a signed-in viewer sees the invitation as it stands for
 * them. While this renders, loading.tsx shows "Validating invitation...".
 */
export default async function AcceptInvitePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const token = parseInviteToken((await searchParams).token);
  if (!token) return <InvalidInvite />;
  const user = await currentUser().catch(sessionReadFailed);
  if (!user) {
    const seen = await checkInvitationForVisitor({ token, ip: clientIp(await headers()) });
    if (seen.state === "invalid") return <InvalidInvite reason={seen.message} title={seen.title} />;
    redirect(inviteSignInPath(token));
  }
  const view = await loadInvitation({ userId: user.id, token });
  return (
    <AppShell user={user}>
      <h1 className="mb-6 text-center text-2xl font-semibold">Partner Invitation</h1>
      {view.state === "valid" ? (
        <AcceptInviteCard token={token} inviterName={view.inviterName} />
      ) : (
        <InvalidInviteCard
          reason={view.message}
          title={view.title}
          switchAccountToken={view.reason === "wrong_account" ? token : undefined}
        />
      )}
    </AppShell>
  );
}
