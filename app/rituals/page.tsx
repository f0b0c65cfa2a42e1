import type { Metadata } from "next";
import { Suspense } from "react";
import { RITUAL_ICONS } from "@/components/rituals/ritual-icons";
import { RitualsScreen } from "@/components/rituals/rituals-screen";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/domain/roles";
import { loadRituals } from "@/lib/services/rituals/load-rituals";

export const metadata: Metadata = { title: "Rituals" };

async function RitualsSection({ user }: { user: SessionUser }) {
  return <RitualsScreen model={await loadRituals({ user })} icons={RITUAL_ICONS} />;
}

/** Spec 3 §2: three card skeletons while the list loads. */
function RitualSkeletons() {
  return (
    <div role="status" aria-label="Loading rituals" className="mt-6 grid gap-4 md:grid-cols-2">
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
      {/* The subheading below says where rituals come from, which only the loaded screen knows (issue #35). */}
      <h1 className="text-2xl font-semibold">Rituals</h1>
      <Suspense fallback={<RitualSkeletons />}>
        <RitualsSection user={user} />
      </Suspense>
    </AppShell>
  );
}
