import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { ComingSoon } from "@/components/shell/coming-soon";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Personal Check-in" };

export default async function PersonalCheckinPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <ComingSoon title="Personal Check-in" purpose="A private check-in on how you are feeling today." />
    </AppShell>
  );
}
