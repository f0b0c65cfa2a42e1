import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { ComingSoon } from "@/components/shell/coming-soon";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Partner Check-in" };

export default async function PartnerCheckinPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <ComingSoon title="Partner Check-in" purpose="Check in with your partner on how things are between you." />
    </AppShell>
  );
}
