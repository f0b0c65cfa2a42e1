import type { Metadata } from "next";
import { ConnectPartnerCard } from "./_components/connect-partner-card";
import { PartnerToday } from "./_components/partner-today";
import { LiveUpdates } from "@/components/dashboard/live-updates";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { CHECKIN_PARAM, checkinIdParam } from "@/lib/domain/partner-screen";
import { loadPartnerScreen } from "@/lib/services/partners/load-partner-screen";

export const metadata: Metadata = { title: "Partner" };
// Consent is read on every request: a revoked share must not survive in a cached render.
export const dynamic = "force-dynamic";

/**
 * The partner screen (spec 2 §2.6, grown by issue #33): the partner's day as far as their sharing allows, and one-tap
 * responses. A notice about a check-in opens it here (?checkin=<id>). The page stays current while open: a shared
 * check-in, a completed ritual, a moved goal or a response re-reads it (LiveUpdates).
 */
export default async function PartnerDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const params = await searchParams;
  const now = new Date();
  const view = await loadPartnerScreen({ userId: user.id, checkinId: checkinIdParam(params[CHECKIN_PARAM]), now });
  return (
    <AppShell user={user} width="wide">
      <h1 className="mb-6 text-2xl font-semibold">{view.state === "none" ? "Partner" : `${view.partnerName} today`}</h1>
      {view.state === "none" ? (
        <ConnectPartnerCard />
      ) : (
        <>
          <PartnerToday view={view} now={now} />
          <LiveUpdates />
        </>
      )}
    </AppShell>
  );
}
