import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell";
import { ComingSoon } from "@/components/shell/coming-soon";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { currentUser } from "@/lib/auth/guards";
import { parseInviteToken } from "@/lib/validation/invite-token";
import { InvalidInvite } from "./_components/invalid-invite";

export const metadata: Metadata = { title: "Partner Invitation" };

/**
 * Public route (spec 1 §2). Looking the invitation up and accepting it is issue #6; until then: no (or a malformed)
 * token shows the invalid view, a signed-out visitor with a token signs in first, and a signed-in visitor is told
 * plainly that acceptance is not available yet.
 */
export default async function AcceptInvitePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const token = parseInviteToken((await searchParams).token);
  if (!token) return <InvalidInvite />;
  const user = await currentUser().catch(sessionReadFailed);
  if (!user) redirect(`/auth?token=${encodeURIComponent(token)}&from=invite`);
  return (
    <AppShell user={user}>
      <ComingSoon title="Partner Invitation" purpose="Accept your partner's invitation to connect your accounts." />
    </AppShell>
  );
}
