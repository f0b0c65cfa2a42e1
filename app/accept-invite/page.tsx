import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { currentUser } from "@/lib/auth/guards";
import { loadInvitation } from "@/lib/services/load-invitation";
import { inviteSignInPath, parseInviteToken } from "@/lib/validation/invite-token";
import { AcceptInviteCard } from "./_components/accept-invite-card";
import { InvalidInvite, InvalidInviteCard } from "./_components/invalid-invite";

export const metadata: Metadata = { title: "Partner Invitation" };
// Validity depends on the viewer and on the moment: never cached.
export const dynamic = "force-dynamic";

/**
 * Public route (spec 1 §2 "Invite acceptance"). No (or a malformed) token shows the invalid view; a signed-out
 * visitor with a token signs in first (the sign-in screen keeps the token and comes back here); a signed-in viewer
 * sees the invitation as it stands for them. While this renders, loading.tsx shows "Validating invitation...".
 */
export default async function AcceptInvitePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const token = parseInviteToken((await searchParams).token);
  if (!token) return <InvalidInvite />;
  const user = await currentUser().catch(sessionReadFailed);
  if (!user) redirect(inviteSignInPath(token));
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
