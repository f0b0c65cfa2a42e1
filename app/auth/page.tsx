import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { AuthScreen } from "@/components/shell/auth-layout";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { currentUser } from "@/lib/auth/guards";
import { acceptInvitePath, parseInviteToken } from "@/lib/validation/invite-token";
import { safeNextPath } from "@/lib/validation/next-path";
import { InviteBanner } from "./_components/invite-banner";
import { ResetNotice } from "./_components/reset-notice";

export const metadata: Metadata = publicPageMetadata({
  path: "/auth",
  title: "Sign in",
  shareTitle: "Sign in to Attune",
  description: "Sign in to Attune to log your mood, check in with your partner and see how your relationship is doing.",
});

type SearchParams = { reset?: string; token?: string | string[]; from?: string; next?: string | string[] };

export default async function AuthPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { reset, token: rawToken, from, next: rawNext } = await searchParams;
  const token = parseInviteToken(rawToken);
  const next = safeNextPath(rawNext);
  // Decision 015: a signed-in visitor with an invite token goes on to the invitation; otherwise back to the page they
  // asked for (`next`, a same-site path), else to /dashboard.
  if (await currentUser().catch(sessionReadFailed)) redirect(token ? acceptInvitePath(token) : (next ?? "/dashboard"));

  const invite = from === "invite";
  return (
    <AuthScreen
      title={invite ? "Sign in to join your partner" : "Welcome back"}
      subtitle={
        invite
          ? "Sign in to accept your partner's invitation and connect your accounts."
          : "Sign in to continue your journey together."
      }
    >
      {invite ? <InviteBanner /> : null}
      {reset === "success" ? <ResetNotice /> : null}
      <SignInForm inviteToken={invite ? token : null} redirectTo={next ?? undefined} />
    </AuthScreen>
  );
}
