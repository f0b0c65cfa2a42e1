import type { Metadata } from "next";
import { DemoSetup } from "@/components/demo/demo-setup";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { DEMO_TEXT } from "@/lib/domain/demo/kinds";
import { loadDemoSetup } from "@/lib/services/dev-tools/load-demo-setup";

export const metadata: Metadata = { title: DEMO_TEXT.title };

/** Demo setup (spec 3 §2, issue #19): the signed-in person's own demo history, generated and removed here. */
export default async function DemoSetupPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const model = await loadDemoSetup({ userId: user.id });
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">{DEMO_TEXT.title}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">{DEMO_TEXT.intro}</p>
      <DemoSetup model={model} />
    </AppShell>
  );
}
