import type { Metadata } from "next";
import { PartnerStatusCard } from "./_components/partner-status-card";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { loadPartnerStatus } from "@/lib/services/load-partner-status";

export const metadata: Metadata = { title: "Partner Status" };
// Consent is read on every request: a revoked share must not survive in a cached render.
export const dynamic = "force-dynamic";

export default async function PartnerDashboardPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const now = new Date();
  const view = await loadPartnerStatus({ userId: user.id, now });
  return (
    <AppShell user={user}>
      <h1 className="mb-6 text-2xl font-semibold">Partner Status</h1>
      <PartnerStatusCard view={view} now={now} />
    </AppShell>
  );
}
