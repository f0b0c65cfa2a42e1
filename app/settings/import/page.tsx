import type { Metadata } from "next";
import { ImportFlow } from "@/components/import/islands";
import { EarlierImports } from "@/components/import/earlier-imports";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { IMPORT_TEXT } from "@/lib/domain/import/view";
import { loadImports } from "@/lib/services/import/load-imports";

export const metadata: Metadata = { title: IMPORT_TEXT.title };
export const dynamic = "force-dynamic";

/** Settings → Import (issue #40, decision 076): upload, preview, confirm, summary; then the earlier imports. */
export default async function ImportPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const model = await loadImports({ userId: user.id });
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-bold">{IMPORT_TEXT.title}</h1>
      <p className="mt-1 mb-6 max-w-prose text-sm text-muted">{IMPORT_TEXT.intro}</p>
      <div className="space-y-6">
        <ImportFlow hasPartner={model.hasPartner} />
        <EarlierImports imports={model.imports} hasPartner={model.hasPartner} />
      </div>
    </AppShell>
  );
}
