import type { Metadata } from "next";
import { Suspense } from "react";
import { RitualsScreen } from "@/components/rituals/rituals-screen";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/domain/roles";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { loadRituals } from "@/lib/services/load-rituals";

export const metadata: Metadata = { title: "Rituals" };

async function RitualsSection({ user }: { user: SessionUser }) {
  return <RitualsScreen model={await loadRituals(user)} />;
}

/** Spec 3 §2: three card skeletons while the list loads. */
function RitualSkeletons() {
  return (
    <div role="status" aria-label="Loading rituals" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-brand-100/60 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

export default async function RitualsPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Rituals</h1>
      <p className="mt-1 mb-6 text-sm text-muted">{RITUALS_TEXT.heading}</p>
      <Suspense fallback={<RitualSkeletons />}>
        <RitualsSection user={user} />
      </Suspense>
    </AppShell>
  );
}
