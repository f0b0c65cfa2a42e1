import type { Metadata } from "next";
import { DevTools } from "@/components/dev-tools/dev-tools";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Developer Tools", robots: { index: false } };
export const dynamic = "force-dynamic";

/** /dev-tools (spec 3): admins only, members go to /dashboard (requireAdmin). Every figure is measured (issue #19). */
export default async function DevToolsPage() {
  const user = await requireAdmin().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <DevTools />
    </AppShell>
  );
}
