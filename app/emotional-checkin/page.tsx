import type { Metadata } from "next";
import { PersonalCheckinForm } from "@/components/checkin/personal-checkin-form";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Personal Check-in" };

/** Needs no data: the form writes through logPersonalCheckinAction, which finds the partner (if any) itself. */
export default async function PersonalCheckinPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <PersonalCheckinForm userId={user.id} />
    </AppShell>
  );
}
