import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { ComingSoon } from "@/components/shell/coming-soon";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Personal Growth Analytics" };

export default async function PersonalGrowthPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <ComingSoon
        title="Personal Growth Analytics"
        purpose="How your personal check-ins and habits change over time."
      />
    </AppShell>
  );
}
