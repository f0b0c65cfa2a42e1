import type { Metadata } from "next";
import Link from "next/link";
import { AppShell } from "@/components/shell/app-shell";
import { ComingSoon } from "@/components/shell/coming-soon";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireAdmin } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Developer Tools", robots: { index: false } };

export default async function DevToolsPage() {
  const user = await requireAdmin().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <ComingSoon title="Developer Tools" purpose="Diagnostics and test helpers for administrators.">
        <p className="mt-4 text-sm">
          Available now:{" "}
          <Link href="/dev/mailbox" className="font-semibold text-brand-700 hover:underline">
            the dev mailbox
          </Link>
          , every email and SMS the app has sent.
        </p>
      </ComingSoon>
    </AppShell>
  );
}
