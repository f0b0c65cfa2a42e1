import type { Metadata } from "next";
import { CheckinSkeleton } from "@/components/checkin/checkin-skeleton";
import { NoPartnerGate } from "@/components/checkin/no-partner-gate";
import { PartnerCheckin } from "@/components/checkin/partner-checkin";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { loadCheckinContext } from "@/lib/services/checkins/load-checkin-context";

export const metadata: Metadata = { title: "Partner Check-in" };

export default async function PartnerCheckinPage() {
  const user = await requireUser().catch(sessionReadFailed);
  // Not awaited: the shell renders at once and the form streams in (skeletons until then, spec 2 §2.3).
  const context = loadCheckinContext({ userId: user.id });
  return (
    <AppShell user={user}>
      <PartnerCheckin context={context} userId={user.id} gate={<NoPartnerGate />} skeleton={<CheckinSkeleton />} />
    </AppShell>
  );
}
