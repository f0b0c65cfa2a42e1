import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ActiveListening } from "@/components/coaching-tools/active-listening";
import { BreathingTimer } from "@/components/coaching-tools/breathing-timer";
import { TimeOutTimer } from "@/components/coaching-tools/time-out-timer";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Coaching Tools" };

/** Practical exercises for hard moments that work on the device alone: no AI, no network after the page loads. */
export default async function TherapyToolsPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Coaching Tools</h1>
      <p className="mt-1 text-sm text-muted">
        Simple exercises for the two of you: take a calm break, listen so your partner feels heard, and slow your
        breathing.
      </p>

      {/* The two timers sit side by side on wide screens; the step-by-step exercise needs the full width. */}
      <div className="mt-6 grid items-start gap-6 md:grid-cols-2">
        <TimeOutTimer />
        <BreathingTimer />
        <div className="md:col-span-2">
          <ActiveListening />
        </div>
      </div>

      <p className="mt-8 rounded-xl border border-brand-100 bg-white p-4 text-sm">
        These exercises support you; they are not therapy. If you&rsquo;re in danger, call your local emergency number.{" "}
        <Link href="/coach-safety" className="font-semibold text-brand-700 underline underline-offset-4">
          How the coach keeps you safe
        </Link>
      </p>
    </AppShell>
  );
}
