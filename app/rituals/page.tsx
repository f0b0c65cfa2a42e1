import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { ComingSoon } from "@/components/shell/coming-soon";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Rituals" };

export default async function RitualsPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <ComingSoon title="Rituals" purpose="AI-guided rituals for the two of you, with streaks." />
    </AppShell>
  );
}
